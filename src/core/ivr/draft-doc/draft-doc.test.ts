import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { IvrMenu } from '../ivr-menu';
import { talkNode } from '../test-support/menu-builders';
import { adoptMenu } from './adopt-menu';
import { readDraft } from './read-draft';
import { writeDraft, type DraftContent } from './write-draft';

const menu: IvrMenu = {
  rootNodeId: 'N1',
  nodes: [talkNode('N1', { name: 'Chào mừng' }), talkNode('N2', { name: 'Vay vốn' })],
  keys: [{ id: 'K1', nodeId: 'N1', key: '1', action: { kind: 'node', nextNodeId: 'N2' } }],
};

/** Two editors of one draft, each with its own copy, connected both ways. */
function pair(start: IvrMenu = menu) {
  const a = new Y.Doc();
  const b = new Y.Doc();
  writeDraft(a, { menu: start, positions: {} }, 'seed');
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const sync = () => {
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  };
  return { a, b, sync };
}

const change = (doc: Y.Doc, origin: unknown, edit: (content: DraftContent) => void) => {
  const content = structuredClone({ menu: readDraft(doc).menu, positions: readDraft(doc).positions });
  edit(content);
  writeDraft(doc, content, origin);
};

describe('draft document', () => {
  it('keeps concurrent edits of different fields and nodes', () => {
    const { a, b, sync } = pair();
    change(a, 'a', ({ menu }) => (menu.nodes[0]!.playContent = 'Xin chào'));
    change(b, 'b', ({ menu }) => (menu.nodes[1]!.name = 'Vay tiêu dùng'));
    change(b, 'b', ({ menu }) => (menu.nodes[0]!.loopCount = 3));
    sync();
    for (const doc of [a, b]) {
      const [first, second] = readDraft(doc).menu.nodes;
      expect(first).toMatchObject({ playContent: 'Xin chào', loopCount: 3 });
      expect(second!.name).toBe('Vay tiêu dùng');
    }
  });

  it('converges on one text when two people change the same field', () => {
    const { a, b, sync } = pair();
    change(a, 'a', ({ menu }) => (menu.nodes[0]!.playContent = 'from a'));
    change(b, 'b', ({ menu }) => (menu.nodes[0]!.playContent = 'from b'));
    sync();
    const texts = [a, b].map((doc) => readDraft(doc).menu.nodes[0]!.playContent);
    expect(texts[0]).toBe(texts[1]);
    expect(['from a', 'from b']).toContain(texts[0]);
  });

  it('keeps both keys when two people give one node the same digit: both in the menu, one a clash', () => {
    const { a, b, sync } = pair();
    change(a, 'a', ({ menu }) =>
      menu.keys.push({ id: 'new-a', nodeId: 'N2', key: '2', action: { kind: 'hangup' } }),
    );
    change(b, 'b', ({ menu }) =>
      menu.keys.push({ id: 'new-b', nodeId: 'N2', key: '2', action: { kind: 'voicemail' } }),
    );
    sync();
    const snapshot = readDraft(b);
    expect(snapshot.menu.keys.filter((key) => key.nodeId === 'N2').map((key) => key.id)).toEqual([
      'new-a',
      'new-b',
    ]);
    expect(snapshot.clashes.map((key) => key.id)).toEqual(['new-b']);
    // Deleting the clash settles it.
    change(b, 'b', ({ menu }) => (menu.keys = menu.keys.filter((key) => key.id !== 'new-b')));
    expect(readDraft(b).clashes).toEqual([]);
  });

  it('keeps keys that lead to a deleted node, and one undo brings the node back', () => {
    const doc = new Y.Doc();
    writeDraft(doc, { menu, positions: { N2: { x: 5, y: 6 } } }, 'seed');
    const undo = new Y.UndoManager(
      [doc.getMap('nodes'), doc.getMap('keys'), doc.getMap('positions'), doc.getMap('meta')],
      {
        trackedOrigins: new Set(['me']),
      },
    );
    change(doc, 'me', (content) => {
      content.menu.nodes = content.menu.nodes.filter((node) => node.id !== 'N2');
      delete content.positions.N2;
    });
    expect(readDraft(doc).menu.keys).toEqual(menu.keys);
    undo.undo();
    expect(readDraft(doc).menu).toEqual(menu);
    expect(readDraft(doc).positions).toEqual({ N2: { x: 5, y: 6 } });
  });

  it('undoes my edits only', () => {
    const { a, b, sync } = pair();
    const scope = ['nodes', 'keys', 'positions', 'meta'].map((name) => a.getMap(name));
    const mine = new Y.UndoManager(scope, { trackedOrigins: new Set(['a']) });
    change(a, 'a', ({ menu }) => (menu.nodes[0]!.playContent = 'mine'));
    change(b, 'b', ({ menu }) => (menu.nodes[1]!.playContent = 'theirs'));
    sync();
    mine.undo();
    sync();
    for (const doc of [a, b]) {
      const [first, second] = readDraft(doc).menu.nodes;
      expect(first!.playContent).toBe(menu.nodes[0]!.playContent);
      expect(second!.playContent).toBe('theirs');
    }
  });

  it('gives a version fresh ids for nodes that are no longer live', () => {
    let counter = 0;
    const adopted = adoptMenu(
      { menu, positions: { N2: { x: 1, y: 2 }, 'key:K1': { x: 3, y: 4 } } },
      new Set(['N1']),
      () => `new-${++counter}`,
    );
    expect(adopted.menu.nodes.map((node) => node.id)).toEqual(['N1', 'new-1']);
    expect(adopted.menu.keys[0]).toMatchObject({
      id: 'new-2',
      nodeId: 'N1',
      action: { nextNodeId: 'new-1' },
    });
    expect(adopted.positions).toEqual({ 'new-1': { x: 1, y: 2 }, 'key:new-2': { x: 3, y: 4 } });
  });
});
