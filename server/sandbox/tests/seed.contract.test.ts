import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentBody, listAgentsResponse, type wireAgent } from '../../service-api/agents';
import { createBlacklistNumberBody, listBlacklistNumbersResponse } from '../../service-api/blacklist-numbers';
import { listGreetingFilesResponse } from '../../service-api/greeting-files';
import { listGroupRoutingsResponse } from '../../service-api/group-routings';
import { listGroupsResponse } from '../../service-api/groups';
import { createSipAccountBody, listSipAccountsResponse } from '../../service-api/sip-accounts';
import { createSipPhoneBody, listSipPhonesResponse } from '../../service-api/sip-phones';
import type { z } from 'zod';
import { buildSandbox } from '../app';
import { wavDurationMs } from '../../audio/wav';
import { buildAgents } from '../seed/agents';
import { QUEUE } from '../seed/demo-queues';
import { createSeedContext } from '../seed/seed-context';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({}, true);
});
afterAll(() => sandbox.close());

const get = async (surface: 'base' | 'api', path: string) => (await sandbox.call(surface, 'GET', path)).body;

type Agent = z.infer<typeof wireAgent>;
const listAgents = async (): Promise<Agent[]> =>
  listAgentsResponse.parse(await get('base', '/v1/agent?limit=100')).data.agents;

describe('the demo project seeded into a fresh store', () => {
  it('has about 25 agents with Vietnamese names, both routing types and a live status mix', async () => {
    const agents = await listAgents();
    expect(agents.length).toBeGreaterThanOrEqual(20);
    expect(agents.length).toBeLessThanOrEqual(30);
    expect(
      agents.some((agent) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(agent.name)),
    ).toBe(true);
    expect(new Set(agents.map((agent) => agent.service_user_id)).size).toBe(agents.length);
    for (const agent of agents) {
      expect(agent.service_user_id).toMatch(/^agent_[a-z0-9]+$/);
      expect(agent.project).toBe(sandbox.config.projectId);
      if (agent.routing_type === 2) expect(agent.phone_number).toMatch(/^849\d{8}$/);
      else expect(agent.phone_number).toBe('');
      if (agent.last_time_pickup > 0) expect(agent.last_time_pickup).toBeLessThanOrEqual(Date.now());
    }
    expect(new Set(agents.map((agent) => agent.routing_type))).toEqual(new Set([1, 2]));
    expect(new Set(agents.map((agent) => agent.system_status))).toEqual(new Set([0, 1]));
    expect(agents.some((agent) => agent.last_time_pickup === 0)).toBe(true);
  });

  it('has four groups sized by their agents, and every demo queue served by one primary group', async () => {
    const groups = listGroupsResponse.parse(await get('base', '/v1/group')).data.groups;
    expect(groups.map((group) => group.name)).toEqual([
      'Chăm sóc khách hàng',
      'Kinh doanh',
      'Kỹ thuật',
      'Thẻ tín dụng',
    ]);
    const agents = await listAgents();
    expect(groups.reduce((sum, group) => sum + (group.number_of_agent ?? 0), 0)).toBe(agents.length);

    const groupIds = new Set(groups.map((group) => group.id));
    const servedGroups = new Set<string>();
    for (const queue of Object.values(QUEUE)) {
      const routings = listGroupRoutingsResponse.parse(
        await get('base', `/v1/routing-call-to-groups?queue=${queue}`),
      ).data.groupRoutings;
      expect(routings.length, queue).toBeGreaterThanOrEqual(1);
      expect(routings.length, queue).toBeLessThanOrEqual(2);
      expect(
        routings.filter((routing) => routing.primary_group === 1),
        queue,
      ).toHaveLength(1);
      for (const routing of routings) {
        expect(routing.queue_id).toBe(queue);
        expect(groupIds.has(routing.group_id)).toBe(true);
        servedGroups.add(routing.group_id);
      }
    }
    expect(servedGroups).toEqual(groupIds);
  });

  it('has about ten blacklisted numbers with both kinds of block', async () => {
    const numbers = listBlacklistNumbersResponse.parse(await get('base', '/v1/blacklistnumber')).data
      .blacklistNumbers;
    expect(numbers.length).toBeGreaterThanOrEqual(8);
    expect(numbers.length).toBeLessThanOrEqual(12);
    for (const entry of numbers) {
      expect(entry.number).toMatch(/^84\d{9,10}$/);
      expect(entry.ivr_blocked + entry.queue_blocked).toBeGreaterThan(0);
    }
    expect(numbers.some((entry) => entry.ivr_blocked === 1 && entry.queue_blocked === 0)).toBe(true);
    expect(numbers.some((entry) => entry.ivr_blocked === 0 && entry.queue_blocked === 1)).toBe(true);
  });

  it('has SIP accounts from extension 1001, some linked to agents, and SIP phones under the project', async () => {
    const accounts = listSipAccountsResponse.parse(await get('base', '/v1/ipphonecommon')).data.rows;
    expect(accounts.map((account) => account.extension)).toEqual([
      '1001',
      '1002',
      '1003',
      '1004',
      '1005',
      '1006',
    ]);
    const agentUsers = new Set((await listAgents()).map((agent) => agent.service_user_id));
    const linked = accounts.filter((account) => account.service_user_id !== '');
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.length).toBeLessThan(accounts.length);
    for (const account of linked) expect(agentUsers.has(account.service_user_id)).toBe(true);

    const phones = listSipPhonesResponse.parse(await get('api', '/v1/sipphone')).data.sipphones;
    expect(phones).toHaveLength(6);
    for (const phone of phones) expect(phone.username.startsWith(`${sandbox.config.projectId}_`)).toBe(true);
  });

  it('has three described greeting files holding real WAV audio', async () => {
    const listed = listGreetingFilesResponse.parse(await get('api', '/v1/greetingfile')).data;
    expect(listed.total).toBe('3');
    const nowSeconds = Date.now() / 1000;
    for (const file of listed.greeting_files) {
      expect(file.filename).toMatch(/\.wav$/);
      expect(file.desc1).toBeTruthy();
      expect(file.created).toBeLessThanOrEqual(nowSeconds);
      expect(file.created).toBeGreaterThan(nowSeconds - 365 * 24 * 3600);
    }
    expect(listed.greeting_files.map((file) => file.desc1)).toContain('Lời chào giờ hành chính');

    // The service has no download endpoint: the stored audio is read from the store.
    const stored = await sandbox.deps.db
      .selectFrom('greeting_files')
      .select(['sid', 'mime', 'content'])
      .execute();
    for (const file of stored) {
      expect(file.mime).toBe('audio/wav');
      expect(file.content.toString('ascii', 0, 4)).toBe('RIFF');
      expect(file.content.toString('ascii', 8, 12)).toBe('WAVE');
      expect(wavDurationMs(file.content)).toBeGreaterThanOrEqual(1000);
    }
  });

  it('holds agents, blacklist entries and SIP rows that pass the create schemas', async () => {
    const { db } = sandbox.deps;
    for (const agent of await db.selectFrom('agents').selectAll().execute()) {
      expect(createAgentBody.safeParse(agent).success, agent.name).toBe(true);
    }
    for (const entry of await db.selectFrom('blacklist_numbers').selectAll().execute()) {
      const body = {
        number: entry.number,
        ivr_blocked: entry.ivr_blocked === 1,
        queue_blocked: entry.queue_blocked === 1,
      };
      expect(createBlacklistNumberBody.safeParse(body).success, entry.number).toBe(true);
    }
    for (const account of await db.selectFrom('sip_accounts').selectAll().execute()) {
      const body = { ...account, user_name: account.username, username: undefined };
      expect(createSipAccountBody.safeParse(body).success, account.username).toBe(true);
    }
    const prefix = `${sandbox.config.projectId}_`;
    for (const phone of await db.selectFrom('sip_phones').selectAll().execute()) {
      const body = { username: phone.username.slice(prefix.length), password: phone.password };
      expect(createSipPhoneBody.safeParse(body).success, phone.username).toBe(true);
    }
  });

  it('comes out the same on every fresh store, ids aside', () => {
    const now = Date.UTC(2026, 10, 22, 9, 30);
    const withoutIds = () =>
      buildAgents(createSeedContext(sandbox.config, now)).map(({ row: { id: _id, ...rest }, group }) => ({
        ...rest,
        group,
      }));
    expect(withoutIds()).toEqual(withoutIds());
  });

  it('is not seeded again when the sandbox starts a second time on the same store', async () => {
    const countRows = async (db: RunningSandbox['deps']['db']) => ({
      agents: (await db.selectFrom('agents').select('id').execute()).length,
      groups: (await db.selectFrom('agent_groups').select('id').execute()).length,
      trees: (await db.selectFrom('ivr_trees').select('id').execute()).length,
      greetings: (await db.selectFrom('greeting_files').select('sid').execute()).length,
    });
    const before = await countRows(sandbox.deps.db);
    const restarted = await buildSandbox({ config: sandbox.config, seed: true });
    try {
      expect(await countRows(restarted.deps.db)).toEqual(before);
    } finally {
      await restarted.app.close();
    }
    expect((await listAgents()).length).toBe(before.agents);
  });
});
