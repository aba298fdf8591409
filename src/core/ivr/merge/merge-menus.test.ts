import { describe, expect, it } from 'vitest';
import { goTo, hangUp, keyOf, menuOf, talkNode, toQueue } from '../test-support/menu-builders';
import { conflictId, mergeMenus } from './merge-menus';

const base = menuOf(
  'N1',
  [talkNode('N1', { name: 'Chào', playContent: 'Bấm 1' }), talkNode('N2', { name: 'Vay' })],
  [keyOf('K1', 'N1', '1', goTo('N2')), keyOf('K2', 'N2', '9', hangUp)],
);

describe('mergeMenus', () => {
  it('takes changes made on one side only, from either side, without conflicts', () => {
    const theirs = structuredClone(base);
    theirs.nodes[0]!.playContent = 'Bấm 1 hoặc 2';
    theirs.nodes.push(talkNode('N3', { name: 'Thẻ' }));
    const ours = structuredClone(base);
    ours.nodes[1]!.name = 'Vay vốn';
    ours.keys.push(keyOf('new-k', 'N1', '2', toQueue('Q1')));
    const { menu, conflicts } = mergeMenus(base, theirs, ours);
    expect(conflicts).toEqual([]);
    expect(menu.nodes.find((node) => node.id === 'N1')!.playContent).toBe('Bấm 1 hoặc 2');
    expect(menu.nodes.find((node) => node.id === 'N2')!.name).toBe('Vay vốn');
    expect(menu.nodes.map((node) => node.id).sort()).toEqual(['N1', 'N2', 'N3']);
    expect(menu.keys.map((key) => key.id).sort()).toEqual(['K1', 'K2', 'new-k']);
  });

  it('reports a field changed differently on both sides, keeps mine by default and takes theirs when chosen', () => {
    const theirs = structuredClone(base);
    theirs.nodes[0]!.playContent = 'theirs';
    const ours = structuredClone(base);
    ours.nodes[0]!.playContent = 'mine';
    ours.nodes[0]!.loopCount = 3;
    const first = mergeMenus(base, theirs, ours);
    expect(first.conflicts).toHaveLength(1);
    expect(first.conflicts[0]).toMatchObject({ kind: 'node', id: 'N1', field: 'playContent' });
    expect(first.menu.nodes[0]).toMatchObject({ playContent: 'mine', loopCount: 3 });
    const chosen = mergeMenus(base, theirs, ours, new Map([[conflictId(first.conflicts[0]!), 'theirs']]));
    expect(chosen.menu.nodes[0]).toMatchObject({ playContent: 'theirs', loopCount: 3 });
  });

  it('lets a deletion win over an untouched thing and reports a deletion against a change', () => {
    const theirs = structuredClone(base);
    theirs.keys = theirs.keys.filter((key) => key.id !== 'K2');
    theirs.nodes = theirs.nodes.filter((node) => node.id !== 'N1');
    const ours = structuredClone(base);
    ours.nodes[0]!.name = 'Xin chào';
    const { menu, conflicts } = mergeMenus(base, theirs, ours);
    expect(menu.keys.map((key) => key.id)).not.toContain('K2');
    expect(conflicts).toEqual([
      expect.objectContaining({ kind: 'node', id: 'N1', field: null, theirs: null }),
    ]);
    expect(menu.nodes.map((node) => node.id)).toContain('N1');
    const taken = mergeMenus(base, theirs, ours, new Map([[conflictId(conflicts[0]!), 'theirs']]));
    expect(taken.menu.nodes.map((node) => node.id)).toEqual(['N2']);
    expect(taken.menu.keys).toEqual([]);
    expect(taken.menu.rootNodeId).toBeNull();
  });

  it('changes nothing when both sides made the same change', () => {
    const theirs = structuredClone(base);
    theirs.keys[1]!.action = toQueue('Q2');
    const ours = structuredClone(theirs);
    expect(mergeMenus(base, theirs, ours)).toEqual({ menu: ours, conflicts: [] });
  });
});
