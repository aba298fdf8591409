import { describe, expect, it } from 'vitest';
import type { IvrMenu } from '../ivr-menu';
import { cleanMenu, hangUp, keyOf, talkNode } from '../test-support/menu-builders';
import { diffMenus, isEmptyDiff, nodeHighlights } from './diff-menus';

const edit = (change: (copy: IvrMenu) => void): IvrMenu => {
  const copy = cleanMenu();
  change(copy);
  return copy;
};

describe('diffMenus', () => {
  it('finds no difference between equal menus', () => {
    const diff = diffMenus(cleanMenu(), cleanMenu());
    expect(isEmptyDiff(diff)).toBe(true);
    expect(nodeHighlights(diff).size).toBe(0);
  });

  it('lists added, changed (with fields) and removed nodes', () => {
    const after = edit((menu) => {
      menu.nodes[0]!.speed = 2;
      menu.nodes[0]!.bargeIn = false;
      menu.nodes = [menu.nodes[0]!, talkNode('new-1')];
      menu.keys = menu.keys.filter((key) => key.nodeId !== 'N2' && key.id !== 'K2');
    });
    const diff = diffMenus(cleanMenu(), after);
    expect(diff.nodes.added.map((node) => node.id)).toEqual(['new-1']);
    expect(diff.nodes.removed.map((node) => node.id)).toEqual(['N2']);
    expect(diff.nodes.changed).toEqual([
      { before: cleanMenu().nodes[0], after: after.nodes[0], fields: ['bargeIn', 'speed'] },
    ]);
    expect(diff.keys.removed.map((key) => key.id)).toEqual(['K2', 'K5', 'K6', 'K7', 'K8']);
    expect(diff.root).toBeNull();
    expect(isEmptyDiff(diff)).toBe(false);
  });

  it('lists key changes by field', () => {
    const after = edit((menu) => {
      menu.keys[0]!.key = '7';
      menu.keys[1]!.action = hangUp;
      menu.keys.push(keyOf('new-k', 'N2', '5', hangUp));
    });
    const diff = diffMenus(cleanMenu(), after);
    expect(diff.keys.changed.map((change) => [change.after.id, change.fields])).toEqual([
      ['K1', ['key']],
      ['K2', ['action']],
    ]);
    expect(diff.keys.added.map((key) => key.id)).toEqual(['new-k']);
  });

  it('reports a root change and treats an unchanged optional action field as equal', () => {
    const after = edit((menu) => {
      menu.rootNodeId = 'N2';
      menu.keys[4]!.action = { kind: 'forward', toPhoneNumber: '0912345678', callerId: '02838221234' };
    });
    const diff = diffMenus(cleanMenu(), after);
    expect(diff.root).toEqual({ before: 'N1', after: 'N2' });
    expect(diff.keys.changed).toEqual([]);
  });

  it('highlights nodes added, removed, changed, and nodes whose keys changed', () => {
    const after = edit((menu) => {
      menu.nodes.push(talkNode('new-1'));
      menu.keys[5]!.action = { kind: 'voicemail' };
    });
    expect(Object.fromEntries(nodeHighlights(diffMenus(cleanMenu(), after)))).toEqual({
      'new-1': 'added',
      N2: 'changed',
    });
  });
});
