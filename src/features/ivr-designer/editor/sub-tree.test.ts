import { describe, expect, it } from 'vitest';
import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';
import { promptNode } from '../test-support/menu-fixture';
import { subTreeOf } from './sub-tree';

function toNode(id: string, nodeId: string, nextNodeId: string): MenuKey {
  return { id, nodeId, key: '1', action: { kind: 'node', nextNodeId } };
}

/** root → a → (b, c); c → root (back to the start); b → a (a loop); d stands apart, pointing at b. */
const menu: IvrMenu = {
  rootNodeId: 'root',
  nodes: ['root', 'a', 'b', 'c', 'd'].map((id) => promptNode(id, id)),
  keys: [
    toNode('k1', 'root', 'a'),
    { id: 'k2', nodeId: 'root', key: '9', action: { kind: 'hangup' } },
    toNode('k3', 'a', 'b'),
    toNode('k4', 'a', 'c'),
    toNode('k5', 'c', 'root'),
    toNode('k6', 'b', 'a'),
    toNode('k7', 'd', 'b'),
    toNode('k8', 'b', 'gone'),
  ],
};

describe('subTreeOf', () => {
  it('takes the node first, then what its keys reach, breadth first, each node once despite the cycles', () => {
    expect(subTreeOf(menu, 'root')).toEqual(['root', 'a', 'b', 'c']);
    expect(subTreeOf(menu, 'a')).toEqual(['a', 'b', 'c']);
  });

  it('stops at keys that lead back up (to the menu above, to an ancestor): the branch, not the menu', () => {
    expect(subTreeOf(menu, 'c')).toEqual(['c']);
    expect(subTreeOf(menu, 'b')).toEqual(['b']);
  });

  it('does not go up: nodes leading into the branch stay out', () => {
    expect(subTreeOf(menu, 'd')).toEqual(['d', 'b']);
    expect(subTreeOf(menu, 'root')).not.toContain('d');
  });

  it('keeps a node shared by two branches in both, and a key to itself ends there', () => {
    const shared: IvrMenu = {
      rootNodeId: 'root',
      nodes: ['root', 'sales', 'support', 'agent'].map((id) => promptNode(id, id)),
      keys: [
        toNode('s1', 'root', 'sales'),
        toNode('s2', 'root', 'support'),
        toNode('s3', 'sales', 'agent'),
        toNode('s4', 'support', 'agent'),
        toNode('s5', 'support', 'support'),
        toNode('s6', 'agent', 'support'),
      ],
    };
    expect(subTreeOf(shared, 'sales')).toEqual(['sales', 'agent', 'support']);
    expect(subTreeOf(shared, 'support')).toEqual(['support', 'agent']);
  });

  it('is the node alone when it has no key to a node, and nothing for an unknown id or a missing target', () => {
    const lonely: IvrMenu = { rootNodeId: 'x', nodes: [promptNode('x', 'x')], keys: [] };
    expect(subTreeOf(lonely, 'x')).toEqual(['x']);
    expect(subTreeOf(menu, 'gone')).toEqual([]);
  });
});
