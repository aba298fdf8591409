import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission } from '@/core/permissions';
import { roles } from '@/core/roles';
import { TEST_API_SECRET } from '../../test-support/bff-harness';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { auditActions, recordServiceCalls } from './telephony-world';

let world: BffWithSandbox;
let sent: ReturnType<typeof recordServiceCalls>;
beforeAll(async () => {
  world = await startBffWithSandbox();
  sent = recordServiceCalls(world);
});
afterAll(() => world.close());

/** Every telephony route with the permission it requires, and a valid body where it takes one. */
const routes: Array<[method: string, path: string, permission: Permission, body?: unknown]> = [
  ['GET', '/api/sip-phones', 'sip:read'],
  ['GET', '/api/sip-phones/registration', 'sip:read'],
  ['POST', '/api/sip-phones', 'sip:write', { username: 'desk-1', password: 'secret-123' }],
  ['PUT', '/api/sip-phones/1_desk-1', 'sip:write', { password: 'secret-123' }],
  ['DELETE', '/api/sip-phones/1_desk-1', 'sip:write'],
  ['GET', '/api/greetings', 'greetings:read'],
  ['POST', '/api/greetings', 'greetings:write'],
  ['GET', '/api/greetings/some-sid/audio', 'greetings:read'],
  ['DELETE', '/api/greetings/some-sid', 'greetings:write'],
  ['GET', '/api/calls', 'calllog:read'],
  ['GET', '/api/calls/some-call', 'calllog:read'],
  ['GET', '/api/chat/conversations', 'chat:read'],
  ['GET', '/api/chat/conversations/c1/messages', 'chat:read'],
  ['GET', '/api/calls/some-call/trace', 'debugger:read'],
  ['GET', '/api/debugger', 'debugger:read'],
  [
    'POST',
    '/api/calls/callout',
    'calls:place',
    { from: { number: '842873000111' }, to: [{ number: '84901234567' }], answerUrl: 'https://example.com/a' },
  ],
  [
    'POST',
    '/api/calls/some-call/participants',
    'calls:adduser',
    { from: { number: '842873000111' }, to: { type: 'external', number: '84901234567' } },
  ],
];

const forbiddenCases = routes.flatMap(([method, path, permission, body]) =>
  roles.filter((role) => !can(role, permission)).map((role) => ({ role, method, path, permission, body })),
);

describe('telephony permissions', () => {
  it.each(forbiddenCases)('$role may not $method $path ($permission)', async (route) => {
    sent.clear();
    const before = await auditActions(world, 1);
    const answer = await world.as(route.role, route.method, route.path, {
      ...(route.body === undefined ? {} : { body: route.body }),
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect((answer.json() as { detail: string }).detail).toContain(route.permission);
    expect(sent.operations).toEqual([]);
    expect(await auditActions(world, 1)).toEqual(before);
  });

  it("records what an allowed request sends, so that the refusals' empty records mean something", async () => {
    sent.clear();
    expect((await world.as('support', 'GET', '/api/calls?limit=1')).status).toBe(200);
    expect(sent.operations).toContain('listCallLog');
  });

  it('documents every route in the OpenAPI description', async () => {
    const doc = (await world.bff.request('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [method, path] of routes) {
      const documented = path
        .replace('1_desk-1', '{username}')
        .replace('some-sid', '{sid}')
        .replace('some-call', '{callId}')
        .replace('/c1/', '/{convId}/');
      expect(doc.paths[documented]?.[method.toLowerCase()], `${method} ${documented}`).toBeDefined();
    }
  });

  it('never answers with the service key secret', async () => {
    for (const [method, path] of routes.filter(([method]) => method === 'GET')) {
      const answer = await world.as('admin', method, path);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text).not.toContain(TEST_API_SECRET);
    }
  });

  it('answers 401 to reads without a session', async () => {
    for (const [method, path] of routes.filter(([method]) => method === 'GET')) {
      expect((await world.bff.request(method, path)).status).toBe(401);
    }
  });
});
