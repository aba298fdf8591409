import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGreetingFilesResponse } from '../../service-api/greeting-files';
import { listGroupRoutingsResponse } from '../../service-api/group-routings';
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
import { QUEUE } from '../seed/demo-queues';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

/** The demo IVR trees the sandbox seeds, read back over HTTP; the other resources are in seed.contract.test.ts. */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({}, true);
});
afterAll(() => sandbox.close());

const get = async (surface: 'base' | 'api', path: string) => (await sandbox.call(surface, 'GET', path)).body;

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

describe('the demo project’s IVR trees seeded into a fresh store', () => {
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
});
