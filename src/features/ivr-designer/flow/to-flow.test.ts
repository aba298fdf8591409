import { describe, expect, it } from 'vitest';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { Positions } from './flow-types';
import { targetIdOfKey } from './flow-types';
import { promptNode, sampleMenu } from '../test-support/menu-fixture';
import { toFlow } from './to-flow';

function positionsOf(menu: IvrMenu): Positions {
  const nodeIds = new Set(menu.nodes.map((node) => node.id));
  // A key to an existing node is an edge only; every other key has a card of its own.
  const cardKeys = menu.keys.filter(
    (key) => key.action.kind !== 'node' || !nodeIds.has(key.action.nextNodeId),
  );
  const ids = [...nodeIds, ...cardKeys.map((key) => targetIdOfKey(key.id))];
  return Object.fromEntries(ids.map((id, index) => [id, { x: index * 300, y: index * 7 }]));
}

describe('toFlow', () => {
  it('numbers the keys arriving at one card, and tells each how many arrive there', () => {
    const base = sampleMenu();
    const menu: IvrMenu = {
      ...base,
      keys: [
        ...base.keys,
        { id: 'k7', nodeId: 'n2', key: '*', action: { kind: 'node', nextNodeId: 'n1' } },
        { id: 'k8', nodeId: 'n2', key: '#', action: { kind: 'node', nextNodeId: 'n1' } },
        { id: 'k9', nodeId: 'n1', key: '8', action: { kind: 'node', nextNodeId: 'n1' } },
      ],
    };
    const { edges } = toFlow(menu, positionsOf(menu));
    const arriving = (target: string) =>
      edges.filter((edge) => edge.target === target).map((edge) => [edge.data?.slot, edge.data?.slots]);
    expect(arriving('n1')).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
    expect(arriving('n2')).toEqual([[0, 1]]);
    expect(arriving('key:k3')).toEqual([[0, 1]]);
  });

  it('draws a card per node, a card per key leaving the menu and an edge per key', () => {
    const menu = sampleMenu();
    const { nodes, edges } = toFlow(menu, positionsOf(menu));
    expect(nodes.map((node) => [node.id, node.type])).toEqual([
      ['n1', 'prompt'],
      ['n2', 'prompt'],
      ['key:k2', 'queue'],
      ['key:k3', 'forward'],
      ['key:k4', 'hangup'],
      ['key:k5', 'comingSoon'],
      ['key:k6', 'comingSoon'],
    ]);
    expect(edges.map((edge) => [edge.source, edge.target, edge.data?.key.key])).toEqual([
      ['n1', 'n2', '1'],
      ['n1', 'key:k2', '2'],
      ['n2', 'key:k3', '0'],
      ['n2', 'key:k4', 'EMPTY_KEY'],
      ['n1', 'key:k5', '9'],
      ['n1', 'key:k6', 'INVALID_KEY'],
    ]);
  });

  it('marks the root, problems, highlights and selection', () => {
    const menu = sampleMenu();
    const { nodes, edges } = toFlow(
      menu,
      {},
      {
        problems: new Map([
          ['n2', 'error'],
          ['k2', 'warning'],
        ]),
        highlight: { added: new Set(['n2']), changed: new Set(['k1']) },
        selected: new Set(['n1', 'k2']),
      },
    );
    const [root, sales] = nodes;
    expect(root?.data).toMatchObject({ isRoot: true });
    expect(root?.selected).toBe(true);
    expect(sales?.data).toMatchObject({ isRoot: false, problem: 'error', highlight: 'added' });
    expect(nodes.find((node) => node.id === 'key:k2')).toMatchObject({
      selected: true,
      data: { problem: 'warning' },
    });
    expect(edges[0]?.data).toMatchObject({ highlight: 'changed' });
    expect(root?.position).toEqual({ x: 0, y: 0 });
  });

  it('marks a change made on both sides of a merge over its diff colour', () => {
    const { nodes, edges } = toFlow(
      sampleMenu(),
      {},
      { highlight: { changed: new Set(['n2', 'k1']), conflict: new Set(['n2', 'k1']) } },
    );
    expect(nodes.find((node) => node.id === 'n2')?.data).toMatchObject({ highlight: 'conflict' });
    expect(edges[0]?.data).toMatchObject({ highlight: 'conflict' });
  });

  it('gives a key to a node the menu lacks a card of its own', () => {
    const menu: IvrMenu = {
      rootNodeId: 'a',
      nodes: [promptNode('a', 'A')],
      keys: [{ id: 'k', nodeId: 'a', key: '1', action: { kind: 'node', nextNodeId: 'gone' } }],
    };
    const { nodes, edges } = toFlow(menu, {});
    expect(nodes[1]).toMatchObject({ id: 'key:k', type: 'missingNode' });
    expect(edges[0]?.target).toBe('key:k');
  });
});
