import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_UNKNOWN_PROBLEM } from '@/core/api/outcome-unknown';
import { listGroupsResponse } from '@server/service-api/groups';
import { startBffBehindDelayingProxy } from '../../test-support/bff-behind-delaying-proxy';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import type { DelayingProxy } from '../../test-support/delaying-proxy';
import { createdId, expectProblem } from './contact-center-test-kit';

/** Each BFF request's service calls get 1 s in all; the proxy holds answers back longer than that. */
const DEADLINE_MS = 1_000;
const LATE_MS = 2_500;

let proxy: DelayingProxy;
let world: BffWithSandbox;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ world, proxy, close } = await startBffBehindDelayingProxy(DEADLINE_MS));
});
afterAll(() => close());
afterEach(() => proxy.use(() => 'pass'));

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/** The groups the sandbox itself holds with that name (read past the proxy and the BFF). */
async function groupsNamed(name: string): Promise<{ id: string; name: string }[]> {
  const answer = await world.sandbox.call('base', 'GET', '/v1/group?limit=100');
  return listGroupsResponse.parse(answer.body).data.groups.filter((group) => group.name === name);
}

/** The audit results of one action on one group name (or target), oldest first. */
async function auditResults(action: string, match: { name?: string; target?: string }): Promise<string[]> {
  const rows = await world.bff.appDb.db
    .selectFrom('audit_log')
    .select(['result', 'detail', 'target'])
    .where('action', '=', action)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) =>
      match.target
        ? row.target === match.target
        : (JSON.parse(row.detail ?? '{}') as { name?: string }).name === match.name,
    )
    .map((row) => row.result ?? '');
}

const postsTo = (path: string) => proxy.seen.filter((line) => line === `POST ${path}`).length;

describe('a write whose answer comes after the deadline', () => {
  it('is reconciled: created (201 with its id, audited ok), and sending it again makes no second group', async () => {
    const name = unique('Late answer');
    proxy.use((method, path) =>
      method === 'POST' && path.startsWith('/cc/v1/group') ? { holdMs: LATE_MS } : 'pass',
    );
    const postsBefore = postsTo('/cc/v1/group');

    const first = await world.as('lead', 'POST', '/api/groups', { body: { name } });
    const id = createdId(first);
    const again = await world.as('lead', 'POST', '/api/groups', { body: { name } });

    expect(createdId(again)).toBe(id);
    expect(await groupsNamed(name)).toEqual([expect.objectContaining({ id, name })]);
    // The retry looked first and found it: it never went to the service.
    expect(postsTo('/cc/v1/group') - postsBefore).toBe(1);
    expect(await auditResults('group.create', { name })).toEqual(['ok', 'ok']);
    // The read model holds it under the service's id: the list the console shows has it.
    const listed = (await world.as('lead', 'GET', '/api/groups?pageSize=100')).json() as {
      items: { id: string; name: string }[];
    };
    expect(listed.items.filter((group) => group.name === name)).toEqual([expect.objectContaining({ id })]);
  });

  it('a rename and a delete answered late are reconciled as done (204, audited ok)', async () => {
    const id = createdId(await world.as('lead', 'POST', '/api/groups', { body: { name: unique('Before') } }));
    const renamed = unique('After');
    proxy.use((method) => (method === 'PUT' || method === 'DELETE' ? { holdMs: LATE_MS } : 'pass'));

    expect((await world.as('lead', 'PUT', `/api/groups/${id}`, { body: { name: renamed } })).status).toBe(
      204,
    );
    expect(await groupsNamed(renamed)).toEqual([expect.objectContaining({ id })]);
    expect((await world.as('lead', 'DELETE', `/api/groups/${id}`)).status).toBe(204);
    expect(await groupsNamed(renamed)).toEqual([]);
    expect(await auditResults('group.update', { target: id })).toEqual(['ok']);
    expect(await auditResults('group.delete', { target: id })).toEqual(['ok']);
  });
});

describe('the other resources the console changes', () => {
  it('an agent, a blocked number and an IVR tree created with a late answer are each created once (201)', async () => {
    const stamp = Date.now();
    const writes = [
      { role: 'lead', path: '/api/agents', body: { name: unique('Agent'), serviceUserId: `late-${stamp}` } },
      { role: 'lead', path: '/api/blacklist', body: { number: `0913${String(stamp).slice(-6)}` } },
      { role: 'supervisor', path: '/api/ivr/trees', body: { name: unique('Tree') } },
    ] as const;
    proxy.use((method) => (method === 'POST' ? { holdMs: LATE_MS } : 'pass'));
    for (const { role, path, body } of writes) {
      const id = createdId(await world.as(role, 'POST', path, { body }));
      expect(createdId(await world.as(role, 'POST', path, { body })), path).toBe(id);
    }
  });
});

describe('a write that never reached the service', () => {
  it('is reported not done (503, audited failed), and nothing was made', async () => {
    const name = unique('Dropped');
    proxy.use((method, path) => (method === 'POST' && path.startsWith('/cc/v1/group') ? 'drop' : 'pass'));
    const seenBefore = proxy.seen.length;

    const answer = await world.as('lead', 'POST', '/api/groups', { body: { name } });

    // It did not guess: after the lost answer it listed the groups to see.
    expect(proxy.seen.slice(seenBefore)).toEqual([
      'POST /cc/v1/group',
      expect.stringMatching(/^GET \/cc\/v1\/group\?/),
    ]);
    const problem = expectProblem(answer, 503) as { type?: string };
    expect(problem.type).not.toBe(OUTCOME_UNKNOWN_PROBLEM);
    expect(await groupsNamed(name)).toEqual([]);
    expect(await auditResults('group.create', { name })).toEqual(['failed']);
  });
});

describe('a write that never reached the service, beside an identical object', () => {
  it('is not mistaken for the one already there: 503, audited failed, still one group of that name', async () => {
    const name = unique('Twin');
    const id = createdId(await world.as('lead', 'POST', '/api/groups', { body: { name } }));
    proxy.use((method, path) => (method === 'POST' && path.startsWith('/cc/v1/group') ? 'drop' : 'pass'));

    expectProblem(await world.as('lead', 'POST', '/api/groups', { body: { name } }), 503);

    expect(await groupsNamed(name)).toEqual([expect.objectContaining({ id })]);
    expect(await auditResults('group.create', { name })).toEqual(['ok', 'failed']);
  });
});

describe('a write whose outcome cannot be found out', () => {
  it('is reported as unknown (outcome-unknown, audited unknown), never as a failure to try again', async () => {
    const name = unique('Unknowable');
    proxy.use((method, path) => {
      if (!path.startsWith('/cc/v1/group')) return 'pass';
      return method === 'POST' ? { holdMs: LATE_MS } : 'hang';
    });

    const started = Date.now();
    const answer = await world.as('lead', 'POST', '/api/groups', { body: { name } });
    const tookMs = Date.now() - started;

    const problem = expectProblem(answer, 504) as { type?: string; detail?: string };
    expect(problem.type).toBe(OUTCOME_UNKNOWN_PROBLEM);
    expect(problem.detail).toMatch(/may or may not/);
    // The deadline, then the reconciliation's own bounded time: the answer does not hang with the service.
    expect(tookMs).toBeLessThan(DEADLINE_MS + 5_000 + 2_000);
    expect(await auditResults('group.create', { name })).toEqual(['unknown']);
    // It was in fact made (the proxy passed it on): the truth the console could not see in time.
    expect(await groupsNamed(name)).toHaveLength(1);
  });
});
