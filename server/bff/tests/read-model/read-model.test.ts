import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Freshness } from '@/core/api/read-model';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { expectFieldErrors } from '../contact-center/contact-center-test-kit';
import { QUICK_REFRESHER, until } from './read-model-world';

type Page<T> = { items: T[]; total: number; totalPages: number; freshness: Freshness };
type Agent = { id: string; name: string };
type Entry = { id: string; number: string };

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ bff: { readModel: QUICK_REFRESHER } });
});
afterAll(() => world.close());

const get = async <T>(path: string) => {
  const answer = await world.as('lead', 'GET', path);
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as Page<T>;
};
const refresher = () => world.bff.app.readModelRefresher;
const oneRefreshLater = async () => {
  const rounds = refresher().listRounds;
  await until(() => refresher().listRounds >= rounds + 2);
};
const injectFault = async (forcedStatus: number, pathContains: string) => {
  const headers = { 'x-service-auth': await world.sandbox.token(), 'content-type': 'application/json' };
  const body = JSON.stringify({ forcedStatus, pathContains });
  const answer = await fetch(`${world.sandbox.origin}/__sandbox/faults`, { method: 'PUT', headers, body });
  expect(answer.status, 'setting the fault').toBe(200);
};
const clearFaults = async () => {
  const headers = { 'x-service-auth': await world.sandbox.token() };
  await fetch(`${world.sandbox.origin}/__sandbox/faults`, { method: 'DELETE', headers });
};

describe('the read model', () => {
  it('writes a change made through the console through in the same request', async () => {
    await get<Agent>('/api/agents');
    const body = { name: 'Trần Thị Ánh', serviceUserId: `wt-${Date.now()}` };
    const created = await world.as('lead', 'POST', '/api/agents', { body });
    expect(created.status).toBe(201);
    const { id } = created.json() as { id: string };
    expect((await get<Agent>('/api/agents?search=tran thi anh')).items.map((a) => a.id)).toEqual([id]);
    expect(
      (await world.as('lead', 'PUT', `/api/agents/${id}`, { body: { name: 'Lê Văn Bình' } })).status,
    ).toBe(204);
    expect((await get<Agent>('/api/agents?search=binh')).items.map((a) => a.name)).toEqual(['Lê Văn Bình']);
    expect((await world.as('lead', 'DELETE', `/api/agents/${id}`)).status).toBe(204);
    expect((await get<Agent>('/api/agents?search=binh')).items).toEqual([]);
  });

  it('sees a change made straight at the service after one refresh', async () => {
    const name = `Ngoài Console ${Date.now()}`;
    await world.sandbox.call('base', 'POST', '/v1/agent', { name, service_user_id: `out-${Date.now()}` });
    await oneRefreshLater();
    const found = await get<Agent>(`/api/agents?search=${encodeURIComponent('ngoai console')}`);
    expect(found.items.map((a) => a.name)).toContain(name);
    expect(Date.now() - Date.parse(found.freshness.asOf ?? '')).toBeLessThan(10_000);
  });

  it('searches, sorts and pages over every row; refuses an unknown sort naming the allowed ones', async () => {
    const numbers = Array.from({ length: 130 }, (_, i) => `0287${String(100_000 + i)}`);
    for (const number of numbers) await world.sandbox.call('base', 'POST', '/v1/blacklistnumber', { number });
    await oneRefreshLater();
    const third = await get<Entry>('/api/blacklist?pageSize=50&page=3&sort=number');
    expect(third.total).toBeGreaterThanOrEqual(130);
    const wanted = third.items[0]!.number;
    const found = await get<Entry>(`/api/blacklist?search=${wanted}`);
    expect(found.items.map((e) => e.number)).toEqual([wanted]);
    const desc = await get<Entry>('/api/blacklist?pageSize=100&sort=number&order=desc');
    const listed = desc.items.map((e) => e.number);
    expect(listed).toEqual([...listed].sort((a, b) => b.localeCompare(a, 'vi', { numeric: true })));
    const refused = await world.as('lead', 'GET', '/api/blacklist?sort=colour');
    expectFieldErrors(refused, ['sort']);
    expect(refused.text).toContain('number, ivrBlocked, queueBlocked');
  });

  it('exports the filtered rows as CSV with a byte-order mark', async () => {
    const name = `Nguyễn Xuất ${Date.now()}`;
    await world.as('lead', 'POST', '/api/agents', { body: { name, serviceUserId: `csv-${Date.now()}` } });
    const answer = await world.as('lead', 'GET', '/api/agents/export.csv?search=nguyen xuat');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = new TextEncoder().encode(answer.text);
    // fetch's text() drops a leading BOM; the raw bytes start with it.
    const raw = new Uint8Array(
      await (await rawCsv('/api/agents/export.csv?search=nguyen xuat')).arrayBuffer(),
    );
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.length).toBeGreaterThan(0);
    const lines = answer.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,name,service_user_id,routing,phone_number,manual_status,system_status');
    expect(lines.slice(1).some((line) => line.includes(name))).toBe(true);
    expect(lines).toHaveLength(2);
  });

  it("exports a queue's groups as CSV, each named, primary first", async () => {
    const queueId = `csv-queue-${Date.now()}`;
    const names = ['Tổ Thẻ', 'Tổ Vay'];
    for (const [index, name] of names.entries()) {
      const group = await world.as('lead', 'POST', '/api/groups', { body: { name } });
      expect(group.status, group.text).toBe(201);
      const { id } = group.json() as { id: string };
      const routed = await world.as('lead', 'POST', `/api/queues/${queueId}/groups`, {
        body: { groupId: id, primary: index === 1 },
      });
      expect(routed.status, routed.text).toBe(201);
    }
    const answer = await world.as(
      'lead',
      'GET',
      `/api/queues/${queueId}/groups/export.csv?sort=primary&order=desc`,
    );
    expect(answer.status, answer.text).toBe(200);
    const [header, ...lines] = answer.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('id,queue_id,group_id,primary,group_name');
    expect(lines.map((line) => line.split(',').slice(3))).toEqual([
      ['yes', 'Tổ Vay'],
      ['no', 'Tổ Thẻ'],
    ]);
  });

  it('keeps the last good copy when a refresh fails, and says so', async () => {
    const before = await get<Entry>('/api/blacklist?pageSize=100');
    await injectFault(503, '/v1/blacklistnumber');
    try {
      // A refresh asked for while the background one is under way joins it, and that one began before the
      // fault: ask until a refresh that met the fault answers.
      let result: { freshness: Freshness } | undefined;
      await until(async () => {
        const refreshed = await world.as('lead', 'POST', '/api/read-model/refresh', {
          body: { lists: ['blacklist'] },
        });
        expect(refreshed.status).toBe(200);
        [result] = (refreshed.json() as { lists: { freshness: Freshness }[] }).lists;
        return result?.freshness.refreshFailedAt != null;
      });
      expect(result?.freshness.refreshFailedAt).toEqual(expect.any(String));
      const after = await get<Entry>('/api/blacklist?pageSize=100');
      expect(after.total).toBe(before.total);
      expect(after.freshness.refreshFailedAt).toEqual(expect.any(String));
    } finally {
      await clearFaults();
    }
  });
});

async function rawCsv(path: string) {
  const { cookie } = await world.signIn('lead');
  return fetch(`${world.bff.origin}${path}`, { headers: { cookie } });
}
