import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentBody, listAgentsResponse, type wireAgent } from '../../service-api/agents';
import { createBlacklistNumberBody, listBlacklistNumbersResponse } from '../../service-api/blacklist-numbers';
import { listGreetingFilesResponse } from '../../service-api/greeting-files';
import { listGroupRoutingsResponse } from '../../service-api/group-routings';
import { listGroupsResponse } from '../../service-api/groups';
import {
  IVR_ACTION,
  listIvrKeypressesResponse,
  type WireIvrKeypress,
} from '../../service-api/ivr-keypresses';
import {
  createIvrNodeResponse,
  IVR_NODE_DEFAULTS,
  listIvrNodesResponse,
  type WireIvrNode,
} from '../../service-api/ivr-nodes';
import { createIvrTreeResponse, listIvrTreesResponse, type WireIvrTree } from '../../service-api/ivr-trees';
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

/** A tree as the service shows it: its nodes, and every node's keypresses. */
type TreeOverHttp = { tree: WireIvrTree; nodes: WireIvrNode[]; keys: WireIvrKeypress[] };

async function readTrees(): Promise<TreeOverHttp[]> {
  const trees = listIvrTreesResponse.parse(await get('base', '/v1/ivrtree')).data.ivrTrees;
  return Promise.all(
    trees.map(async (tree) => {
      const nodes = listIvrNodesResponse.parse(await get('base', `/v1/ivrnode?tree=${tree.id}&limit=100`))
        .data.ivrNodes;
      const keyLists = await Promise.all(
        nodes.map(
          async (node) =>
            listIvrKeypressesResponse.parse(await get('base', `/v1/ivrkeypress?node=${node.id}&limit=100`))
              .data.ivrNodeKeys,
        ),
      );
      return { tree, nodes, keys: keyLists.flat() };
    }),
  );
}

/** Longest chain of "go to node" steps from the root without revisiting a node. */
function menuDepth({ tree, keys }: TreeOverHttp): number {
  const depthFrom = (nodeId: string, seen: Set<string>): number => {
    const next = keys
      .filter((key) => key.node === nodeId && key.action === IVR_ACTION.NEXT_NODE && key.next_node)
      .map((key) => key.next_node as string)
      .filter((id) => !seen.has(id));
    return 1 + Math.max(0, ...next.map((id) => depthFrom(id, new Set([...seen, id]))));
  };
  return depthFrom(tree.root_node, new Set([tree.root_node]));
}

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

  it('has a bank menu of 10-15 nodes, several levels deep, whose keys use every action', async () => {
    const [bank, afterHours] = await readTrees();
    if (!bank || !afterHours) throw new Error('expected two IVR trees');
    expect(bank.nodes.length).toBeGreaterThanOrEqual(10);
    expect(bank.nodes.length).toBeLessThanOrEqual(15);
    expect(afterHours.nodes.length).toBeGreaterThanOrEqual(3);
    expect(afterHours.nodes.length).toBeLessThanOrEqual(5);

    expect(new Set(bank.keys.map((key) => key.action))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(menuDepth(bank)).toBeGreaterThanOrEqual(4);
    const rootKeys = bank.keys.filter((key) => key.node === bank.tree.root_node).map((key) => key.node_key);
    expect(rootKeys).toEqual(expect.arrayContaining(['EMPTY_KEY', 'INVALID_KEY']));
    expect(bank.nodes[0]?.node_play_content).toMatch(/^Ngân hàng Sao Việt xin kính chào quý khách/);
    expect(bank.nodes.some((node) => node.voice === IVR_NODE_DEFAULTS.voice && node.bargeIn === 1)).toBe(
      true,
    );
    expect(bank.nodes.some((node) => node.bargeIn === 0 || node.speed !== 0 || node.loop_count !== 1)).toBe(
      true,
    );
  });

  it('keeps both trees consistent: first node is the root, keys unique, targets inside the tree', async () => {
    const greetingNames = new Set(
      listGreetingFilesResponse
        .parse(await get('api', '/v1/greetingfile'))
        .data.greeting_files.map((file) => file.filename),
    );
    const routedQueues = new Set<string>();
    for (const queue of Object.values(QUEUE)) {
      const body = listGroupRoutingsResponse.parse(
        await get('base', `/v1/routing-call-to-groups?queue=${queue}`),
      );
      if (body.data.groupRoutings.length > 0) routedQueues.add(queue);
    }
    const trees = await readTrees();
    expect(trees).toHaveLength(2);
    let playNodes = 0;
    for (const { tree, nodes, keys } of trees) {
      expect(tree.root_node).toBe(nodes[0]?.id);
      expect(nodes.filter((node) => node.isRootNode).map((node) => node.id)).toEqual([tree.root_node]);
      const nodeIds = new Set(nodes.map((node) => node.id));
      for (const node of nodes) {
        const nodeKeys = keys.filter((key) => key.node === node.id).map((key) => key.node_key);
        expect(nodeKeys.length, node.node_name).toBeGreaterThan(0);
        expect(new Set(nodeKeys).size, node.node_name).toBe(nodeKeys.length);
        if (node.node_play_mode === 'play') {
          playNodes++;
          expect(greetingNames.has(node.node_play_content), node.node_name).toBe(true);
        }
      }
      for (const key of keys) {
        expect(key.tree).toBe(tree.id);
        if (key.action === IVR_ACTION.NEXT_NODE) expect(nodeIds.has(key.next_node ?? '')).toBe(true);
        else expect(key.next_node).toBeNull();
        if (key.action === IVR_ACTION.QUEUE) expect(routedQueues.has(key.queue_id ?? '')).toBe(true);
        if (key.action === IVR_ACTION.FORWARD) {
          expect(key.to_phone_number).toMatch(/^84\d{9,10}$/);
          expect(key.from_number_callout_to_agent).toMatch(/^84\d{9,10}$/);
        }
        if (key.action === IVR_ACTION.SMS) expect(key.sms).toBeTruthy();
      }
    }
    expect(playNodes).toBeGreaterThanOrEqual(1);
  });

  it('holds only what the service endpoints accept: each tree rebuilt through them, key by key', async () => {
    for (const { tree, nodes, keys } of await readTrees()) {
      const copy = await sandbox.call('base', 'POST', '/v1/ivrtree', {
        tree_name: `${tree.tree_name} (bản sao)`,
      });
      const copyId = createIvrTreeResponse.parse(copy.body).ivrTreeID;
      const copiedIds = new Map<string, string>();
      for (const node of nodes) {
        const {
          id: _id,
          account: _a,
          project: _p,
          tree: _t,
          isRootNode,
          node_play_option: _o,
          ...fields
        } = node;
        const answer = await sandbox.call('base', 'POST', '/v1/ivrnode', {
          ...fields,
          tree: copyId,
          bargeIn: node.bargeIn === 1,
        });
        const created = createIvrNodeResponse.parse(answer.body);
        expect(created.isRootNode, node.node_name).toBe(isRootNode);
        copiedIds.set(node.id, created.ivrNodeID);
      }
      for (const key of keys) {
        const { id: _id, account: _a, project: _p, tree: _t, node, next_node, ...fields } = key;
        const answer = await sandbox.call('base', 'POST', '/v1/ivrkeypress', {
          ...fields,
          node: copiedIds.get(node),
          next_node: next_node === null ? null : copiedIds.get(next_node),
        });
        expect(answer.body.r, `${key.node_key} of ${node}: ${String(answer.body.message)}`).toBe(0);
      }
      expect((await sandbox.call('base', 'DELETE', `/v1/ivrtree/${copyId}`)).body.r).toBe(0);
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
