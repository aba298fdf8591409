import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '@/core/api/agents';
import type { GroupRouting } from '@/core/api/group-routings';
import type { Group } from '@/core/api/groups';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import {
  auditEntries,
  changeCount,
  createdId,
  expectFieldErrors,
  expectProblem,
  itemsOf,
} from './contact-center-test-kit';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

const agents = async () => itemsOf<Agent>(await world.as('lead', 'GET', '/api/agents?pageSize=100'));
const groups = async () => itemsOf<Group>(await world.as('lead', 'GET', '/api/groups?pageSize=100'));
const routings = async (queueId: string) =>
  itemsOf<GroupRouting>(await world.as('supervisor', 'GET', `/api/queues/${queueId}/groups`));
/** Makes the sandbox answer every matching request with this HTTP status until `clearFaults`. */
const injectFault = async (forcedStatus: number, pathContains: string) => {
  const headers = { 'x-service-auth': await world.sandbox.token(), 'content-type': 'application/json' };
  const body = JSON.stringify({ forcedStatus, pathContains });
  const answer = await fetch(`${world.sandbox.origin}/__sandbox/faults`, { method: 'PUT', headers, body });
  expect(answer.status).toBe(200);
};
const clearFaults = async () => {
  const headers = { 'x-service-auth': await world.sandbox.token() };
  await fetch(`${world.sandbox.origin}/__sandbox/faults`, { method: 'DELETE', headers });
};
const sandboxList = async (path: string) =>
  JSON.stringify((await world.sandbox.call('base', 'GET', path)).body);

describe('agents', () => {
  it('a lead creates, changes and deletes an agent, each change audited', async () => {
    const id = createdId(
      await world.as('lead', 'POST', '/api/agents', { body: { name: 'Lan Nguyen', serviceUserId: 'lan' } }),
    );
    expect(await agents()).toContainEqual(
      expect.objectContaining({ id, name: 'Lan Nguyen', serviceUserId: 'lan', routingType: 'app' }),
    );
    expect(await sandboxList('/v1/agent')).toContain(id);

    const changed = await world.as('lead', 'PUT', `/api/agents/${id}`, {
      body: { routingType: 'phone', phoneNumber: '0912345678', systemStatus: 'in_call' },
    });
    expect(changed.status, changed.text).toBe(204);
    expect(await agents()).toContainEqual(
      expect.objectContaining({
        id,
        routingType: 'phone',
        phoneNumber: '84912345678',
        systemStatus: 'in_call',
      }),
    );

    expect((await world.as('lead', 'DELETE', `/api/agents/${id}`)).status).toBe(204);
    expect((await agents()).map((agent) => agent.id)).not.toContain(id);
    expect(await sandboxList('/v1/agent')).not.toContain(id);

    expect(await auditEntries(world, 'agent.create')).toContainEqual(
      expect.objectContaining({
        target: id,
        username: 'lead',
        detail: { name: 'Lan Nguyen', serviceUserId: 'lan', result: 'ok' },
      }),
    );
    expect(await auditEntries(world, 'agent.update')).toContainEqual(
      expect.objectContaining({
        target: id,
        detail: {
          fields: ['routingType', 'phoneNumber', 'systemStatus'],
          changes: {
            routingType: { before: 'app', after: 'phone' },
            phoneNumber: { before: null, after: '84912345678' },
            systemStatus: { before: 'not_in_call', after: 'in_call' },
          },
          result: 'ok',
        },
      }),
    );
    expect(await auditEntries(world, 'agent.delete')).toContainEqual(
      expect.objectContaining({ target: id, detail: { result: 'ok' } }),
    );
  });

  it('switching an agent to App routing clears the phone it no longer rings, in the list and the service', async () => {
    const id = createdId(
      await world.as('lead', 'POST', '/api/agents', {
        body: { name: 'Minh Tran', serviceUserId: 'minh', routingType: 'phone', phoneNumber: '0912 777 001' },
      }),
    );
    expect((await agents()).find((agent) => agent.id === id)?.phoneNumber).toBe('84912777001');

    // The form sends the number still in its field; routed to the app, it is not kept.
    const changed = await world.as('lead', 'PUT', `/api/agents/${id}`, {
      body: { routingType: 'app', phoneNumber: '0912 777 001' },
    });
    expect(changed.status, changed.text).toBe(204);
    expect(await agents()).toContainEqual(
      expect.objectContaining({ id, routingType: 'app', phoneNumber: null }),
    );
    expect(await sandboxList('/v1/agent?limit=100')).not.toContain('84912777001');

    const appFromStart = createdId(
      await world.as('lead', 'POST', '/api/agents', {
        body: { name: 'Hoa Le', serviceUserId: 'hoa', routingType: 'app', phoneNumber: '0912 777 002' },
      }),
    );
    expect(await agents()).toContainEqual(
      expect.objectContaining({ id: appFromStart, routingType: 'app', phoneNumber: null }),
    );
  });

  it.each([
    ['no name', { serviceUserId: 'x' }, ['name']],
    [
      'phone routing without a number',
      { name: 'A', serviceUserId: 'x', routingType: 'phone' },
      ['phoneNumber'],
    ],
    ['an unknown routing', { name: 'A', serviceUserId: 'x', routingType: 'pigeon' }, ['routingType']],
  ])('refuses an agent with %s, changing nothing', async (_case, body, fields) => {
    const before = { agents: await agents(), changes: await changeCount(world) };
    expectFieldErrors(await world.as('lead', 'POST', '/api/agents', { body }), fields);
    expectFieldErrors(await world.as('lead', 'PUT', '/api/agents/AG1', { body: { name: '' } }), ['name']);
    expect({ agents: await agents(), changes: await changeCount(world) }).toEqual(before);
  });

  it("maps the service's refusals: taken service user 409, unknown agent 404", async () => {
    const body = { name: 'Twin', serviceUserId: 'twin' };
    createdId(await world.as('lead', 'POST', '/api/agents', { body }));
    const twin = expectProblem(await world.as('lead', 'POST', '/api/agents', { body }), 409);
    expect(twin.detail).toMatch(/service_user_id twin already belongs to agent/);
    const missing = expectProblem(await world.as('lead', 'DELETE', '/api/agents/NO_AGENT'), 404);
    expect(missing).toMatchObject({ detail: 'Agent not found', serviceCode: -1 });
    expectProblem(await world.as('lead', 'PUT', '/api/agents/NO_AGENT', { body: { name: 'x' } }), 404);
    expect((await auditEntries(world, 'agent.delete')).at(-1)).toMatchObject({
      target: 'NO_AGENT',
      detail: { result: 'failed', status: 404, serviceCode: -1 },
    });
  });
});

describe('groups and queue routing', () => {
  it('a lead creates, renames and deletes a group, each change audited', async () => {
    const id = createdId(await world.as('lead', 'POST', '/api/groups', { body: { name: 'Cards' } }));
    expect(await groups()).toContainEqual(expect.objectContaining({ id, name: 'Cards' }));
    expect(await sandboxList('/v1/group')).toContain(id);
    expect((await world.as('lead', 'PUT', `/api/groups/${id}`, { body: { name: 'Card team' } })).status).toBe(
      204,
    );
    expect(await groups()).toContainEqual(expect.objectContaining({ id, name: 'Card team' }));
    expect((await world.as('lead', 'DELETE', `/api/groups/${id}`)).status).toBe(204);
    expect((await groups()).map((group) => group.id)).not.toContain(id);
    const audited = [
      ...(await auditEntries(world, 'group.create')),
      ...(await auditEntries(world, 'group.update')),
      ...(await auditEntries(world, 'group.delete')),
    ].filter((entry) => entry.target === id);
    expect(audited.map((entry) => [entry.action, entry.username, entry.detail])).toEqual([
      ['group.create', 'lead', { name: 'Cards', result: 'ok' }],
      [
        'group.update',
        'lead',
        { name: 'Card team', changes: { name: { before: 'Cards', after: 'Card team' } }, result: 'ok' },
      ],
      ['group.delete', 'lead', { result: 'ok' }],
    ]);
  });

  it('refuses a blank group name and answers 404 for an unknown group', async () => {
    const before = { groups: await groups(), changes: await changeCount(world) };
    expectFieldErrors(await world.as('lead', 'POST', '/api/groups', { body: { name: ' ' } }), ['name']);
    expectFieldErrors(await world.as('lead', 'PUT', '/api/groups/G1', { body: {} }), ['name']);
    expect({ groups: await groups(), changes: await changeCount(world) }).toEqual(before);
    const missing = expectProblem(
      await world.as('lead', 'PUT', '/api/groups/NO_GROUP', { body: { name: 'x' } }),
      404,
    );
    expect(missing.detail).toBe('Group not found');
    expectProblem(await world.as('lead', 'DELETE', '/api/groups/NO_GROUP'), 404);
  });

  it('a lead lets groups serve a queue, switches primary and removes one, each change audited', async () => {
    const groupId = createdId(
      await world.as('lead', 'POST', '/api/groups', { body: { name: 'Queue team' } }),
    );
    const queueId = 'Q_CARE';
    const routingId = createdId(
      await world.as('lead', 'POST', `/api/queues/${queueId}/groups`, { body: { groupId, primary: true } }),
    );
    expect(await routings(queueId)).toEqual([{ id: routingId, queueId, groupId, primary: true }]);
    expect(await sandboxList(`/v1/routing-call-to-groups?queue=${queueId}`)).toContain(routingId);

    const switched = await world.as('lead', 'PUT', `/api/group-routings/${routingId}`, {
      body: { primary: false },
    });
    expect(switched.status, switched.text).toBe(204);
    expect(await routings(queueId)).toEqual([{ id: routingId, queueId, groupId, primary: false }]);

    const again = expectProblem(
      await world.as('lead', 'POST', `/api/queues/${queueId}/groups`, { body: { groupId, primary: true } }),
      409,
    );
    expect(again.detail).toMatch(/already serves queue/);

    expect((await world.as('lead', 'DELETE', `/api/group-routings/${routingId}`)).status).toBe(204);
    expect(await routings(queueId)).toEqual([]);

    expect(await auditEntries(world, 'group-routing.create')).toContainEqual(
      expect.objectContaining({
        target: routingId,
        detail: { queueId, groupId, primary: true, result: 'ok' },
      }),
    );
    expect(await auditEntries(world, 'group-routing.update')).toContainEqual(
      expect.objectContaining({
        target: routingId,
        detail: { primary: false, changes: { primary: { before: true, after: false } }, result: 'ok' },
      }),
    );
    expect(await auditEntries(world, 'group-routing.delete')).toContainEqual(
      expect.objectContaining({ target: routingId, detail: { result: 'ok' } }),
    );
  });

  it('refuses bad routing input with field errors, and unknown groups or routings with 404', async () => {
    const before = { routings: await routings('Q_BAD'), changes: await changeCount(world) };
    const noFlag = await world.as('lead', 'POST', '/api/queues/Q_BAD/groups', { body: { groupId: 'G' } });
    expectFieldErrors(noFlag, ['primary']);
    const noGroup = await world.as('lead', 'POST', '/api/queues/Q_BAD/groups', { body: { primary: 'yes' } });
    expectFieldErrors(noGroup, ['groupId', 'primary']);
    expectFieldErrors(await world.as('lead', 'PUT', '/api/group-routings/R1', { body: {} }), ['primary']);
    expect({ routings: await routings('Q_BAD'), changes: await changeCount(world) }).toEqual(before);

    const unknownGroup = await world.as('lead', 'POST', '/api/queues/Q_BAD/groups', {
      body: { groupId: 'NO_GROUP', primary: true },
    });
    expect(expectProblem(unknownGroup, 404).detail).toBe('Group NO_GROUP not found');
    const body = { primary: true };
    expectProblem(await world.as('lead', 'PUT', '/api/group-routings/NO_ROUTING', { body }), 404);
    expectProblem(await world.as('lead', 'DELETE', '/api/group-routings/NO_ROUTING'), 404);
  });
});

describe('a service outage', () => {
  it('answers 503 without internals, and audits the failed change; lists are served from the copy', async () => {
    expect((await world.as('lead', 'GET', '/api/agents')).status).toBe(200);
    await injectFault(503, '/v1/agent');
    try {
      // The read model answers the list; only a write needs the service.
      expect((await world.as('lead', 'GET', '/api/agents')).status).toBe(200);
      const body = { name: 'During outage', serviceUserId: 'outage' };
      expectProblem(await world.as('lead', 'POST', '/api/agents', { body }), 503);
    } finally {
      await clearFaults();
    }
    expect((await auditEntries(world, 'agent.create')).at(-1)).toMatchObject({
      detail: { name: 'During outage', result: 'failed', status: 503 },
    });
    expect((await agents()).map((agent) => agent.name)).not.toContain('During outage');
  });
});
