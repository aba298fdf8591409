import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemSchema } from '@/core/api/problem';
import { toProblem } from '../plugins/error-handler';
import { HttpProblem } from '../problem';
import { TEST_API_SECRET, startBff, type Answer, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'admin-password-123';
const spaDir = mkdtempSync(join(tmpdir(), 'bff-spa-'));
let bff: RunningBff;

beforeAll(async () => {
  mkdirSync(join(spaDir, 'assets'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Switchboard</title><div id="root"></div>');
  writeFileSync(join(spaDir, 'assets', 'app-1a2b3c.js'), 'console.log("spa")');
  bff = await startBff({
    staticDir: spaDir,
    users: [{ username: 'admin', displayName: 'Lê Minh Quân', role: 'admin', password: PASSWORD }],
  });
});
afterAll(async () => {
  await bff.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const expectProblem = (answer: Answer, status: number) => {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return problemSchema.parse(answer.json());
};

describe('errors', () => {
  it.each(['GET', 'POST', 'DELETE'])(
    'answers %s on an unknown /api path with a 404 problem',
    async (method) => {
      const answer = await bff.request(method, '/api/no-such-thing?token=abc', {
        headers: { accept: 'text/html' },
      });
      const problem = expectProblem(answer, 404);
      expect(problem).toMatchObject({
        title: 'Not Found',
        detail: `No such resource: ${method} /api/no-such-thing`,
      });
    },
  );

  it('answers a non-JSON login body with a 415 problem', async () => {
    const answer = await bff.request('POST', '/api/auth/login', {
      csrf: true,
      body: 'username=admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(answer, 415);
  });

  it('GET /api/health needs no session and says the upstream is the sandbox', async () => {
    const answer = await bff.request('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', upstream: 'sandbox' });
  });
});

describe('the API secret', () => {
  it('never appears in a response body or header', async () => {
    const { cookie, csrf } = await bff.login('admin', PASSWORD);
    const answers = [
      await bff.request('GET', '/api/health'),
      await bff.request('GET', '/api/auth/me', { cookie }),
      await bff.request('POST', '/api/auth/login', {
        csrf,
        body: { username: 'admin', password: 'wrong' },
      }),
      await bff.request('POST', '/api/auth/login', { csrf, body: '{' }),
      await bff.request('GET', '/api/nothing', { cookie }),
      await bff.request('GET', '/', { headers: { accept: 'text/html' } }),
      await bff.request('GET', '/readyz'),
      await bff.request('POST', '/api/auth/logout', { cookie, csrf }),
    ];
    for (const answer of answers) {
      expect(answer.text).not.toContain(TEST_API_SECRET);
      for (const [name, value] of answer.headers) expect(`${name}: ${value}`).not.toContain(TEST_API_SECRET);
    }
  });
});

describe('the built SPA', () => {
  it('is served at / with security headers', async () => {
    const answer = await bff.request('GET', '/', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<div id="root">');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers client-side routes with index.html when a page is asked for', async () => {
    const answer = await bff.request('GET', '/ivr/trees/42?tab=canvas', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<div id="root">');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long cache and 404s missing files', async () => {
    const asset = await bff.request('GET', '/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expectProblem(await bff.request('GET', '/assets/missing.js', { headers: { accept: '*/*' } }), 404);
  });
});

describe('toProblem', () => {
  it('hides what went wrong inside a 5xx', () => {
    const problem = toProblem(new Error(`upstream refused key ${TEST_API_SECRET}`));
    expect(problem).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Something went wrong on our side.',
    });
  });

  it('keeps an HttpProblem as it is', () => {
    expect(toProblem(new HttpProblem(409, 'Conflict', 'The tree changed meanwhile.'))).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'The tree changed meanwhile.',
    });
  });

  it('turns a zod error into field errors', () => {
    const parsed = z.object({ name: z.string(), keys: z.array(z.number()) }).safeParse({ keys: [1, 'x'] });
    expect(toProblem(parsed.error).errors).toEqual({
      name: expect.any(String) as string,
      'keys.1': expect.any(String) as string,
    });
  });
});
