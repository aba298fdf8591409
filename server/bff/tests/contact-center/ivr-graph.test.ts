import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvrKeypress } from '@/core/api/ivr-keypresses';
import type { IvrNode } from '@/core/api/ivr-nodes';
import type { IvrTree } from '@/core/api/ivr-trees';
import { BANK_MENU } from '@server/sandbox/seed/ivr-bank-menu';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { createdId, itemsOf } from './contact-center-test-kit';

type Graph = { tree: IvrTree; nodes: IvrNode[]; keys: IvrKeypress[] };

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true });
});
afterAll(() => world.close());

const graphOf = async (treeId: string): Promise<Graph> => {
  const answer = await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/graph`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as Graph;
};

describe('IVR tree graph', () => {
  it('returns the seeded bank menu with all its nodes and keys', async () => {
    const trees = itemsOf<IvrTree>(await world.as('lead', 'GET', '/api/ivr/trees?pageSize=100'));
    const bank = trees.find((tree) => tree.name === BANK_MENU.treeName);
    expect(bank).toBeDefined();
    const { tree, nodes, keys } = await graphOf(bank!.id);

    expect(tree).toEqual(bank);
    expect(nodes.map((node) => node.name).sort()).toEqual(BANK_MENU.nodes.map((node) => node.name).sort());
    expect(nodes.every((node) => node.treeId === bank!.id)).toBe(true);
    expect(nodes.find((node) => node.isRoot)?.id).toBe(bank!.rootNodeId);

    const expectedKeys = BANK_MENU.nodes.flatMap((node) =>
      Object.keys(node.keys).map((key) => `${node.name} ${key}`),
    );
    const nameOf = new Map(nodes.map((node) => [node.id, node.name]));
    expect(keys.map((key) => `${nameOf.get(key.nodeId)} ${key.key}`).sort()).toEqual(expectedKeys.sort());
    // Every "go to node" key leads to a node of this same menu.
    for (const key of keys) {
      if (key.action.kind === 'node') expect(nameOf.has(key.action.nextNodeId)).toBe(true);
    }
  });

  it('reads past the first page of nodes', async () => {
    const treeId = createdId(
      await world.as('admin', 'POST', '/api/ivr/trees', { body: { name: 'Big menu' } }),
    );
    const count = 105;
    for (let i = 0; i < count; i++) {
      await world.sandbox.call('base', 'POST', '/v1/ivrnode', {
        tree: treeId,
        node_name: `Node ${i}`,
        node_play_mode: 'talk',
        node_play_content: `Prompt ${i}`,
      });
    }
    const { nodes } = await graphOf(treeId);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(count);
  });

  it('is served from the read model once read, and from the service itself when asked', async () => {
    const trees = itemsOf<IvrTree>(await world.as('lead', 'GET', '/api/ivr/trees?pageSize=100'));
    const bank = trees.find((tree) => tree.name === BANK_MENU.treeName)!;
    const before = await graphOf(bank.id);
    const headers = { 'x-service-auth': await world.sandbox.token(), 'content-type': 'application/json' };
    await fetch(`${world.sandbox.origin}/__sandbox/faults`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ forcedStatus: 500, pathContains: '/v1/ivrkeypress' }),
    });
    try {
      // The copy answers while the service cannot list keys; the live read says it cannot.
      expect(await graphOf(bank.id)).toEqual(before);
      const live = await world.as('lead', 'GET', `/api/ivr/trees/${bank.id}/graph?source=service`);
      expect(live.status).toBeGreaterThanOrEqual(500);
      expect((await world.as('lead', 'GET', `/api/ivr/trees/${bank.id}/graph?source=cache`)).status).toBe(
        400,
      );
    } finally {
      await fetch(`${world.sandbox.origin}/__sandbox/faults`, { method: 'DELETE', headers });
    }
  });
});
