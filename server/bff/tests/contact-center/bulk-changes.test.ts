import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '@/core/api/agents';
import type { BlacklistedNumber } from '@/core/api/blacklist';
import type { BulkResult } from '@/core/api/bulk-results';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import {
  auditEntries,
  changeCount,
  expectFieldErrors,
  expectProblem,
  itemsOf,
} from './contact-center-test-kit';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

const entries = async () =>
  itemsOf<BlacklistedNumber>(await world.as('lead', 'GET', '/api/blacklist?pageSize=100'));
const agents = async () => itemsOf<Agent>(await world.as('lead', 'GET', '/api/agents?pageSize=100'));

const setFault = async (fault: Record<string, unknown>) => {
  const headers = { 'x-service-auth': await world.sandbox.token(), 'content-type': 'application/json' };
  const body = JSON.stringify(fault);
  const answer = await fetch(`${world.sandbox.origin}/__sandbox/faults`, { method: 'PUT', headers, body });
  expect(answer.status).toBe(200);
};
const clearFaults = async () => {
  const headers = { 'x-service-auth': await world.sandbox.token() };
  await fetch(`${world.sandbox.origin}/__sandbox/faults`, { method: 'DELETE', headers });
};

function bulkAnswer(answer: { status: number; text: string; json: () => unknown }): BulkResult {
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as BulkResult;
}

describe('blacklisting many numbers at once', () => {
  it('adds each number, reports the duplicate the service refused, and audits each one', async () => {
    const taken = await world.as('lead', 'POST', '/api/blacklist', { body: { number: '0933100200' } });
    expect(taken.status, taken.text).toBe(201);
    // The third is the first number written another way: the service finds duplicates on the normalized form.
    const numbers = ['0933 100 201', '+84933100202', '+84 933 100 200'];
    const result = bulkAnswer(
      await world.as('lead', 'POST', '/api/blacklist/bulk', {
        body: { numbers, ivrBlocked: true, queueBlocked: false },
      }),
    );
    expect(result.succeeded).toBe(2);
    expect(result.failed).toBe(1);
    // Each number is sent, reported and stored normalized, whatever its spelling.
    expect(result.results.map((item) => [item.key, item.ok])).toEqual([
      ['84933100201', true],
      ['84933100202', true],
      ['84933100200', false],
    ]);
    const refused = result.results[2];
    expect(refused).toMatchObject({ ok: false, status: 409, serviceCode: 4 });

    const listed = await entries();
    for (const item of result.results.filter((entry) => entry.ok)) {
      expect(listed).toContainEqual({ id: item.id, number: item.key, ivrBlocked: true, queueBlocked: false });
    }
    const audited = (await auditEntries(world, 'blacklist.create')).filter(
      (entry) => entry.detail.bulk === true,
    );
    // The numbers are sent a few at a time, so the entries come in the order the service answered.
    const resultOf = new Map(audited.map((entry) => [entry.detail.number, entry.detail.result]));
    expect(Object.fromEntries(resultOf)).toEqual({
      '84933100201': 'ok',
      '84933100202': 'ok',
      '84933100200': 'failed',
    });
  });

  it('a service outage is reported per number, not as a failure of the request', async () => {
    await setFault({ forcedStatus: 500, methods: ['POST'], pathContains: '/v1/blacklistnumber' });
    try {
      const result = bulkAnswer(
        await world.as('lead', 'POST', '/api/blacklist/bulk', { body: { numbers: ['0933100301'] } }),
      );
      expect(result).toMatchObject({ succeeded: 0, failed: 1, results: [{ ok: false, status: 503 }] });
    } finally {
      await clearFaults();
    }
  });

  it.each([
    [{ numbers: [] }, ['numbers']],
    [{ numbers: ['0933', 'not a number'] }, ['numbers.1']],
    [
      { numbers: Array.from({ length: 501 }, (_, index) => `0933${String(index).padStart(6, '0')}`) },
      ['numbers'],
    ],
    [{ numbers: ['0933100401'], ivrBlocked: 'yes' }, ['ivrBlocked']],
  ])('refuses %j with field errors and changes nothing', async (body, fields) => {
    const before = { entries: await entries(), changes: await changeCount(world) };
    expectFieldErrors(await world.as('lead', 'POST', '/api/blacklist/bulk', { body }), fields);
    expect(await entries()).toEqual(before.entries);
    expect(await changeCount(world)).toBe(before.changes);
  });

  it('is refused to a role without blacklist:write', async () => {
    expectProblem(
      await world.as('supervisor', 'POST', '/api/blacklist/bulk', { body: { numbers: ['0933100501'] } }),
      403,
    );
  });
});

describe('changing the status of many agents at once', () => {
  it('changes each agent, reports an unknown one as not found, and audits each', async () => {
    const created = await Promise.all(
      ['bulk-a', 'bulk-b'].map((serviceUserId) =>
        world.as('lead', 'POST', '/api/agents', { body: { name: serviceUserId, serviceUserId } }),
      ),
    );
    const ids = [...created.map((answer) => (answer.json() as { id: string }).id), 'no-such-agent'];
    const result = bulkAnswer(
      await world.as('lead', 'POST', '/api/agents/status', {
        body: { agentIds: ids, manualStatus: 'Nghỉ trưa', systemStatus: 'not_in_call' },
      }),
    );
    expect(result).toMatchObject({ succeeded: 2, failed: 1 });
    expect(result.results[2]).toMatchObject({ key: 'no-such-agent', ok: false, status: 404 });

    const after = await agents();
    for (const id of ids.slice(0, 2)) {
      expect(after.find((agent) => agent.id === id)).toMatchObject({
        manualStatus: 'Nghỉ trưa',
        systemStatus: 'not_in_call',
      });
    }
    const audited = (await auditEntries(world, 'agent.update')).filter((entry) => entry.detail.bulk === true);
    // The changes run side by side: each is audited when it ends, in whatever order that is.
    expect(audited.map((entry) => [entry.target, entry.detail.result])).toEqual(
      expect.arrayContaining([
        [ids[0], 'ok'],
        [ids[1], 'ok'],
        ['no-such-agent', 'failed'],
      ]),
    );
    expect(audited).toHaveLength(3);
  });

  it.each([
    [{ agentIds: [], manualStatus: 'x' }, ['agentIds']],
    [{ agentIds: ['a1'] }, ['manualStatus']],
    [{ agentIds: ['a1', 'a1'], manualStatus: 'x' }, ['agentIds']],
    [{ agentIds: ['a1'], systemStatus: 'busy' }, ['systemStatus']],
  ])('refuses %j with field errors and changes nothing', async (body, fields) => {
    const before = { agents: await agents(), changes: await changeCount(world) };
    expectFieldErrors(await world.as('lead', 'POST', '/api/agents/status', { body }), fields);
    expect(await agents()).toEqual(before.agents);
    expect(await changeCount(world)).toBe(before.changes);
  });
});
