import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../../scripts/build/compress-assets';
import { startBff, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'admin-password-123';
const spaDir = mkdtempSync(join(tmpdir(), 'bff-compressed-spa-'));
/** A module big enough to be worth compressing, as a build would make. */
const ASSET = 'assets/app-7f3e9a.js';
const assetSource = Array.from(
  { length: 400 },
  (_, i) => `export const label${i} = "Hàng đợi ${i}: đang chờ";`,
).join('\n');
const pageSource = `<!doctype html><html lang="vi"><title>Switchboard</title><div id="root"></div>${'<!-- padding -->'.repeat(120)}</html>`;
let bff: RunningBff;

beforeAll(async () => {
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), pageSource);
  writeFileSync(join(spaDir, ASSET), assetSource);
  writeFileSync(join(spaDir, 'assets', 'tiny-0a1b2c.js'), 'export{}');
  compressAssets(join(spaDir, 'assets'));
  bff = await startBff({
    staticDir: spaDir,
    users: [{ username: 'admin', displayName: 'Quản trị', role: 'admin', password: PASSWORD }],
  });
});
afterAll(async () => {
  await bff.close();
  rmSync(spaDir, { recursive: true, force: true });
});

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request whose body is read as sent, not decoded (fetch would decode it and hide the encoding). */
function rawGet(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, bff.origin);
    const sent = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('a hashed asset', () => {
  it('goes out as the build made it in brotli to a browser that accepts br', async () => {
    const answer = await rawGet(`/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toEqual(readFileSync(join(spaDir, `${ASSET}.br`)));
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(assetSource) / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(assetSource);
  });

  it('goes out in gzip to a browser that accepts gzip and not br', async () => {
    const answer = await rawGet(`/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(assetSource);
  });

  it('goes out as the file itself, with Vary, to a client that accepts no encoding', async () => {
    const noEncoding: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of noEncoding) {
      const answer = await rawGet(`/${ASSET}`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.body.toString()).toBe(assetSource);
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(assetSource));
    }
  });

  it('too small to shrink still goes out as the build wrote it, never compressed per request', async () => {
    const answer = await rawGet('/assets/tiny-0a1b2c.js', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body).toEqual(readFileSync(join(spaDir, 'assets', 'tiny-0a1b2c.js.gz')));
    expect(gunzipSync(answer.body).toString()).toBe('export{}');
  });

  it('is left as it is for a client that only accepts deflate', async () => {
    const answer = await rawGet(`/${ASSET}`, { 'accept-encoding': 'deflate' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(assetSource);
  });
});

describe('compression on the fly', () => {
  it('compresses index.html for a client-side route', async () => {
    const answer = await rawGet('/call-log?status=busy', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).toString()).toBe(pageSource);
  });

  it('compresses API JSON above the threshold and leaves a small answer alone', async () => {
    const { cookie } = await bff.login('admin', PASSWORD);
    const spec = await rawGet('/api/openapi.json', { 'accept-encoding': 'gzip', cookie });
    expect(spec.status).toBe(200);
    expect(spec.headers['content-encoding']).toBe('gzip');
    expect(spec.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(spec.body).toString())).toHaveProperty('openapi');

    const health = await rawGet('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok', upstream: 'sandbox' });
  });

  it('compresses a problem answer above the threshold as well as a success', async () => {
    const longPath = `/api/${'no-such-resource/'.repeat(80)}`;
    const answer = await rawGet(longPath, { 'accept-encoding': 'br', accept: 'application/json' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toMatchObject({ status: 404 });
  });
});
