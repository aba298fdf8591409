import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { startBff, type RunningBff } from '../../test-support/bff-harness';
import { rawRequest } from '../../test-support/raw-http';

const PASSWORD = 'lead-password-123';
const users = [{ username: 'lead', displayName: 'Lead', role: 'lead' as const, password: PASSWORD }];

describe('PUBLIC_ORIGIN setting', () => {
  it('keeps the host[:port] of each origin, and nothing when unset', () => {
    const config = loadConfig({ PUBLIC_ORIGIN: 'https://Console.Example.com, http://10.1.2.3:8080' });
    expect(config.publicHosts).toEqual(['console.example.com', '10.1.2.3:8080']);
    expect(loadConfig({}).publicHosts).toEqual([]);
  });

  it.each(['console.example.com', 'https://console.example.com/app', 'ftp://console.example.com'])(
    'refuses %s',
    (value) => {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(
        /PUBLIC_ORIGIN: must be one or more origins/,
      );
    },
  );
});

describe('with PUBLIC_ORIGIN set', () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({ users, publicHosts: ['console.example.com'], trustProxy: { hops: 1 } });
  });
  afterAll(() => bff.close());

  const as = (host: string, method: string, path: string, extra: Record<string, string> = {}) =>
    rawRequest(bff.origin, method, path, { headers: { host, ...extra } });

  it.each([
    ['GET', '/'],
    ['GET', '/api/health'],
    ['GET', '/api/auth/me'],
    ['GET', '/api/docs/'],
    ['GET', '/api/openapi.json'],
    ['GET', '/api/agents/..'],
    ['GET', '/no-such-page'],
    ['POST', '/api/auth/login'],
  ])('answers %s %s for another host name with 421', async (method, path) => {
    const answer = await as('rebound.attacker.example', method, path);
    expect(answer.status, answer.text).toBe(421);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 421, title: 'Misdirected Request' });
  });

  it('answers 421 to a WebSocket upgrade for another host name too', async () => {
    const answer = await as('rebound.attacker.example', 'GET', '/api/ivr/trees/t1/draft/socket', {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    });
    expect(answer.status).toBe(421);
  });

  it('refuses its own listening address when that is not a public name', async () => {
    expect((await as(new URL(bff.origin).host, 'GET', '/api/health')).status).toBe(421);
  });

  it('lets the load balancer probe by address', async () => {
    expect((await as('10.0.0.7:8080', 'GET', '/healthz')).status).toBe(200);
    expect((await as('10.0.0.7:8080', 'GET', '/readyz')).status).not.toBe(421);
  });

  it('serves the public name, also when the proxy forwards it as X-Forwarded-Host', async () => {
    expect((await as('console.example.com', 'GET', '/api/health')).status).toBe(200);
    const forwarded = await as('10.0.0.7:8080', 'GET', '/api/health', {
      'x-forwarded-host': 'console.example.com',
    });
    expect(forwarded.status).toBe(200);
  });

  it('signs in through the public name', async () => {
    const answer = await rawRequest(bff.origin, 'POST', '/api/auth/login', {
      headers: { host: 'console.example.com', origin: 'https://console.example.com' },
      body: { username: 'lead', password: PASSWORD },
    });
    expect(answer.status, answer.text).toBe(200);
  });
});

describe('without PUBLIC_ORIGIN', () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it('answers any host name, as before', async () => {
    const answer = await rawRequest(bff.origin, 'GET', '/api/health', {
      headers: { host: 'anything.example' },
    });
    expect(answer.status).toBe(200);
  });

  it('serves the API docs page under the same strict CSP as the rest of the console', async () => {
    const docs = await bff.request('GET', '/api/docs/', { headers: { accept: 'text/html' } });
    const api = await bff.request('GET', '/api/health');
    expect(docs.status).toBe(200);
    const csp = docs.headers.get('content-security-policy');
    expect(csp).toBe(api.headers.get('content-security-policy'));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
  });
});
