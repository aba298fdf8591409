import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission } from '@/core/permissions';
import { roles } from '@/core/roles';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { changeCount, createdId, expectProblem } from './contact-center-test-kit';

/** One object of every kind, so that a request let through by mistake would really change something. */
type Fixtures = Record<'tree' | 'node' | 'key' | 'agent' | 'group' | 'routing' | 'entry' | 'sip', string>;

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: Fixtures) => string;
  permission: Permission;
  /** A valid body, so only the permission can stop the request. */
  body?: (ids: Fixtures) => unknown;
};

const ROUTES: Route[] = [
  { method: 'GET', path: () => '/api/ivr/trees', permission: 'ivr:read' },
  { method: 'GET', path: (ids) => `/api/ivr/trees/${ids.tree}/graph`, permission: 'ivr:read' },
  { method: 'POST', path: () => '/api/ivr/trees', permission: 'ivr:write', body: () => ({ name: 'X' }) },
  {
    method: 'PUT',
    path: (ids) => `/api/ivr/trees/${ids.tree}`,
    permission: 'ivr:write',
    body: () => ({ name: 'X' }),
  },
  { method: 'DELETE', path: (ids) => `/api/ivr/trees/${ids.tree}`, permission: 'ivr:write' },
  {
    method: 'POST',
    path: (ids) => `/api/ivr/trees/${ids.tree}/nodes`,
    permission: 'ivr:write',
    body: () => ({ name: 'X', playMode: 'talk', playContent: 'Hi' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/ivr/nodes/${ids.node}`,
    permission: 'ivr:write',
    body: () => ({ name: 'X' }),
  },
  { method: 'DELETE', path: (ids) => `/api/ivr/nodes/${ids.node}`, permission: 'ivr:write' },
  {
    method: 'POST',
    path: (ids) => `/api/ivr/nodes/${ids.node}/keys`,
    permission: 'ivr:write',
    body: () => ({ key: '9', action: { kind: 'hangup' } }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/ivr/keys/${ids.key}`,
    permission: 'ivr:write',
    body: () => ({ key: '8' }),
  },
  { method: 'DELETE', path: (ids) => `/api/ivr/keys/${ids.key}`, permission: 'ivr:write' },
  { method: 'GET', path: () => '/api/agents', permission: 'agents:read' },
  {
    method: 'POST',
    path: () => '/api/agents',
    permission: 'agents:write',
    body: () => ({ name: 'X', serviceUserId: 'x-user' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/agents/${ids.agent}`,
    permission: 'agents:write',
    body: () => ({ name: 'X' }),
  },
  { method: 'DELETE', path: (ids) => `/api/agents/${ids.agent}`, permission: 'agents:write' },
  { method: 'GET', path: () => '/api/groups', permission: 'groups:read' },
  { method: 'POST', path: () => '/api/groups', permission: 'groups:write', body: () => ({ name: 'X' }) },
  {
    method: 'PUT',
    path: (ids) => `/api/groups/${ids.group}`,
    permission: 'groups:write',
    body: () => ({ name: 'X' }),
  },
  { method: 'DELETE', path: (ids) => `/api/groups/${ids.group}`, permission: 'groups:write' },
  { method: 'GET', path: () => '/api/queues/Q1/groups', permission: 'routing:read' },
  {
    method: 'POST',
    path: () => '/api/queues/Q2/groups',
    permission: 'routing:write',
    body: (ids) => ({ groupId: ids.group, primary: false }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/group-routings/${ids.routing}`,
    permission: 'routing:write',
    body: () => ({ primary: false }),
  },
  { method: 'DELETE', path: (ids) => `/api/group-routings/${ids.routing}`, permission: 'routing:write' },
  { method: 'GET', path: () => '/api/blacklist', permission: 'blacklist:read' },
  {
    method: 'POST',
    path: () => '/api/blacklist',
    permission: 'blacklist:write',
    body: () => ({ number: '0900000999' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/blacklist/${ids.entry}`,
    permission: 'blacklist:write',
    body: () => ({ number: '0900000998' }),
  },
  { method: 'DELETE', path: (ids) => `/api/blacklist/${ids.entry}`, permission: 'blacklist:write' },
  { method: 'GET', path: () => '/api/sip-accounts', permission: 'sip:read' },
  {
    method: 'POST',
    path: () => '/api/sip-accounts',
    permission: 'sip:write',
    body: () => ({ username: 'x-phone', password: 'Sip-pass-2026', extension: 999 }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/sip-accounts/${ids.sip}`,
    permission: 'sip:write',
    body: () => ({ password: 'Sip-pass-2026', extension: 998 }),
  },
  { method: 'DELETE', path: (ids) => `/api/sip-accounts/${ids.sip}`, permission: 'sip:write' },
];

const label = (route: Route) => `${route.method} ${route.path(PLACEHOLDERS)}`;
const PLACEHOLDERS: Fixtures = {
  tree: ':treeId',
  node: ':nodeId',
  key: ':keyId',
  agent: ':agentId',
  group: ':groupId',
  routing: ':routingId',
  entry: ':entryId',
  sip: ':username',
};

const forbidden = ROUTES.flatMap((route) =>
  roles.filter((role) => !can(role, route.permission)).map((role) => ({ role, route, name: label(route) })),
);
const allowedReads = ROUTES.filter((route) => route.method === 'GET').flatMap((route) =>
  roles.filter((role) => can(role, route.permission)).map((role) => ({ role, route, name: label(route) })),
);
const allowedChangesOfUnknownIds = ROUTES.filter(
  (route) => route.method === 'PUT' || route.method === 'DELETE',
)
  .flatMap((route) => roles.filter((role) => can(role, route.permission)).map((role) => ({ role, route })))
  .map(({ role, route }) => ({ role, route, name: label(route) }));

/** Ids the service does not know: an allowed change of them must reach the service and be refused there. */
const UNKNOWN = Object.fromEntries(
  Object.keys(PLACEHOLDERS).map((kind) => [kind, 'nothing-here']),
) as Fixtures;

let world: BffWithSandbox;
let ids: Fixtures;
/** Everything the routes above could change, read as the admin. */
const snapshot = async () => {
  const reads = ROUTES.filter((route) => route.method === 'GET');
  return Promise.all(reads.map(async (route) => (await world.as('admin', 'GET', route.path(ids))).text));
};
let before: string[];

beforeAll(async () => {
  world = await startBffWithSandbox();
  const create = async (path: string, body: unknown) =>
    createdId(await world.as('admin', 'POST', path, { body }));
  const tree = await create('/api/ivr/trees', { name: 'Guarded' });
  const node = await create(`/api/ivr/trees/${tree}/nodes`, {
    name: 'N',
    playMode: 'talk',
    playContent: 'Hi',
  });
  const key = await create(`/api/ivr/nodes/${node}/keys`, { key: '1', action: { kind: 'hangup' } });
  const agent = await create('/api/agents', { name: 'A', serviceUserId: 'a-user' });
  const group = await create('/api/groups', { name: 'G' });
  const routing = await create('/api/queues/Q1/groups', { groupId: group, primary: true });
  const entry = await create('/api/blacklist', { number: '0900000001' });
  const sip = await create('/api/sip-accounts', {
    username: 'guarded',
    password: 'Sip-pass-2026',
    extension: 1,
  });
  ids = { tree, node, key, agent, group, routing, entry, sip };
  before = await snapshot();
});
afterAll(() => world.close());

describe('permissions of the contact-center routes', () => {
  it('the table refuses some roles somewhere, and never the admin', () => {
    expect(forbidden.length).toBeGreaterThan(0);
    expect(forbidden.some(({ role }) => role === 'admin')).toBe(false);
  });

  it.each(forbidden)('$role may not $name: 403, nothing changes', async ({ role, route }) => {
    const changes = await changeCount(world);
    const answer = await world.as(role, route.method, route.path(ids), { body: route.body?.(ids) });
    expect(expectProblem(answer, 403).detail).toContain(route.permission);
    expect(await changeCount(world)).toBe(changes);
  });

  it('left every object as it was after all the refused requests', async () => {
    expect(await snapshot()).toEqual(before);
  });

  it.each(allowedReads)('$role may $name', async ({ role, route }) => {
    const answer = await world.as(role, route.method, route.path(ids));
    expect(answer.status, answer.text).toBe(200);
  });

  it.each(allowedChangesOfUnknownIds)(
    '$role may $name: an unknown id reaches the service, 404',
    async ({ role, route }) => {
      const answer = await world.as(role, route.method, route.path(UNKNOWN), { body: route.body?.(UNKNOWN) });
      expectProblem(answer, 404);
    },
  );

  it('needs a session, and the x-csrf header for changes', async () => {
    expectProblem(await world.bff.request('GET', '/api/agents'), 401);
    const { cookie } = await world.bff.login('lead', 'role-user-password');
    const noCsrf = await world.bff.request('DELETE', `/api/agents/${ids.agent}`, { cookie });
    expectProblem(noCsrf, 403);
    expect(await snapshot()).toEqual(before);
  });
});
