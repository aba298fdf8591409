import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_ID_MAX_LENGTH } from '@/core/api/field-rules';
import { problemSchema } from '@/core/api/problem';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { startBff, TEST_API_SECRET, type RunningBff } from '../../test-support/bff-harness';
import { startCountingProxy, type CountingProxy } from '../../test-support/counting-proxy';
import { rawRequest } from '../../test-support/raw-http';
import { sandboxUpstream } from '../../test-support/sandbox-upstream';

const ADMIN = {
  username: 'admin',
  displayName: 'Admin',
  role: 'admin' as const,
  password: 'admin-password-1',
};

/** Ids that would leave the resource path, written as a client can put them on the wire. */
const BAD_IDS: [string, string][] = [
  ['dot-dot', '..'],
  ['dot', '.'],
  ['encoded dot-dot', '%2e%2e'],
  ['upper-case encoded dot-dot', '%2E%2E'],
  ['dot-dot behind a space a schema trims', '%20..'],
  ['encoded slash', 'a%2Fb'],
  ['encoded backslash', 'a%5Cb'],
  ['control character', 'a%00b'],
  ['too long', 'x'.repeat(PATH_ID_MAX_LENGTH + 1)],
];

let sandbox: RunningSandbox;
let proxy: CountingProxy;
let bff: RunningBff;
let cookie: string;
/** Every documented route with ids in its path, e.g. `DELETE /api/agents/{agentId}`. */
let routes: { method: string; path: string; params: string[] }[];

beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_API_KEY_SECRET: TEST_API_SECRET });
  proxy = await startCountingProxy(sandbox.origin);
  bff = await startBff({
    users: [ADMIN],
    upstream: sandboxUpstream(sandbox, { via: proxy.origin }),
    // The proxy counts calls: the live board's background poll of the call log must not be among them.
    board: { poller: false },
  });
  cookie = (await bff.login(ADMIN.username, ADMIN.password)).cookie;
  const doc = (await bff.request('GET', '/api/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) => {
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (params.length === 0) return [];
    return Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path, params }));
  });
}, 60_000);
afterAll(async () => {
  await bff.close();
  await proxy.close();
  await sandbox.close();
});

describe('ids in the path', () => {
  it('finds the routes to try in the API description', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/agents/{agentId}' }),
    );
  });

  it.each(BAD_IDS)(
    'refuses a %s id in every parameter of every route with 400, before any service call',
    async (_name, badId) => {
      const seenBefore = proxy.seen.length;
      for (const route of routes) {
        for (const param of route.params) {
          const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === param ? badId : '1'));
          const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
          const answer = await rawRequest(bff.origin, route.method, path, { cookie, body });
          expect(answer.status, `${route.method} ${path}: ${answer.text}`).toBe(400);
          expect(answer.headers['content-type'], `${route.method} ${path}: ${answer.text}`).toMatch(
            /^application\/problem\+json/,
          );
          const problem = problemSchema.parse(JSON.parse(answer.text));
          expect(Object.keys(problem.errors ?? {}), `${route.method} ${path}`).toEqual([param]);
        }
      }
      expect(proxy.seen.slice(seenBefore)).toEqual([]);
    },
    120_000,
  );

  it('answers a path the router itself refuses as a problem too (bad escape, absurd length)', async () => {
    const badEscape = await rawRequest(bff.origin, 'DELETE', '/api/agents/%zz', { cookie });
    expect(badEscape.status).toBe(400);
    expect(badEscape.headers['content-type']).toMatch(/^application\/problem\+json/);
    const huge = await rawRequest(bff.origin, 'DELETE', `/api/agents/${'x'.repeat(5000)}`, { cookie });
    expect(huge.status).toBe(414);
    expect(huge.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(proxy.seen.filter((line) => line.includes('zz') || line.includes('xxxx'))).toEqual([]);
  });

  it('refuses them without a session too, so nothing is learnt or spent', async () => {
    const answer = await rawRequest(bff.origin, 'DELETE', '/api/agents/..');
    expect(answer.status).toBe(400);
  });

  it('still lets an ordinary id through to the service (the proxy sees it)', async () => {
    const answer = await rawRequest(bff.origin, 'DELETE', '/api/agents/no-such-agent-1', { cookie });
    expect(answer.status, answer.text).toBe(404);
    expect(proxy.seen.some((line) => line.includes('no-such-agent-1'))).toBe(true);
  });
});
