import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueOverview } from '@/core/api/queues-overview';
import { QUEUE } from '@server/sandbox/seed/demo-queues';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { createdId, expectFieldErrors, expectProblem, itemsOf } from './contact-center-test-kit';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true });
});
afterAll(() => world.close());

type OverviewPage = {
  items: QueueOverview[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};
const overview = async (query = '') => {
  const answer = await world.as('lead', 'GET', `/api/queues${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as OverviewPage;
};
const queue = async (queueId: string) =>
  (await overview(`?pageSize=100&search=${encodeURIComponent(queueId)}`)).items.find(
    (item) => item.queueId === queueId,
  );

describe('GET /api/queues', () => {
  it('lists every queue the demo IVR routes to, with its groups primary first', async () => {
    const page = await overview('?pageSize=100');
    const ids = page.items.map((item) => item.queueId);
    expect(ids).toEqual(expect.arrayContaining(Object.values(QUEUE)));
    const customerCare = page.items.find((item) => item.queueId === QUEUE.customerCare);
    expect(customerCare).toMatchObject({ sources: ['ivr'], unserved: false });
    expect(customerCare?.groups.map((group) => group.primary)).toEqual([true, false]);
    expect(customerCare?.groups[0]?.groupName).toEqual(expect.any(String));
    // Sorted by queue id, ascending by default.
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
  });

  it('learns a queue from a routing made here, and flags it once no group serves it', async () => {
    const queueId = `QUEUE_MOI_${Date.now()}`;
    expect(await queue(queueId)).toBeUndefined();
    const groups = itemsOf<{ id: string }>(await world.as('lead', 'GET', '/api/groups?pageSize=100'));
    const groupId = groups[0]?.id ?? '';
    const routingId = createdId(
      await world.as('lead', 'POST', `/api/queues/${queueId}/groups`, { body: { groupId, primary: true } }),
    );
    expect(await queue(queueId)).toMatchObject({
      sources: ['routing'],
      unserved: false,
      groups: [{ routingId, groupId, primary: true }],
    });

    expect((await world.as('lead', 'DELETE', `/api/group-routings/${routingId}`)).status).toBe(204);
    expect(await queue(queueId)).toMatchObject({ groups: [], unserved: true });
    const unserved = await overview('?unservedOnly=true&pageSize=100');
    expect(unserved.items.map((item) => item.queueId)).toContain(queueId);
    expect(unserved.items.every((item) => item.unserved)).toBe(true);
  });

  it('pages, searches and sorts like the service pages its lists', async () => {
    const all = await overview('?pageSize=100');
    const first = await overview('?pageSize=2&page=1&order=desc');
    expect(first).toMatchObject({
      page: 1,
      pageSize: 2,
      total: all.total,
      totalPages: Math.ceil(all.total / 2),
    });
    expect(first.items.map((item) => item.queueId)).toEqual(
      all.items
        .map((item) => item.queueId)
        .reverse()
        .slice(0, 2),
    );
    const found = await overview('?search=ky_thuat');
    expect(found.items.map((item) => item.queueId)).toEqual([QUEUE.technical]);
    const byGroups = await overview('?sort=groups&pageSize=100');
    const counts = byGroups.items.map((item) => item.groups.length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('refuses a bad query with field errors, and a role without routing:read', async () => {
    expectFieldErrors(await world.as('lead', 'GET', '/api/queues?pageSize=500&sort=name'), [
      'pageSize',
      'sort',
    ]);
    expectProblem(await world.as('support', 'GET', '/api/queues'), 403);
    expect((await world.as('supervisor', 'GET', '/api/queues')).status).toBe(200);
  });
});
