import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { readDraft } from '@/core/ivr/draft-doc/read-draft';
import { isNewId } from '@/core/ivr/ivr-menu';
import { localDraftBinding } from '../test-support/local-draft-binding';
import { promptNode, sampleMenu } from '../test-support/menu-fixture';
import { uniqueName } from './clipboard';
import { createEditorStore } from './editor-store';
import { firstFreeKey } from './menu-edits';

function openSample() {
  const store = createEditorStore();
  store
    .getState()
    .attach('t1', localDraftBinding(sampleMenu(), { n1: { x: 0, y: 0 }, n2: { x: 400, y: 0 } }));
  return store;
}

describe('editor store', () => {
  it('makes the first node of an empty menu its root', () => {
    const store = createEditorStore();
    store.getState().attach('t1', localDraftBinding({ rootNodeId: null, nodes: [], keys: [] }, {}));
    store.getState().addNode(promptNode('new-a', 'Welcome'), { x: 10, y: 20 });
    const { menu, positions, selection } = store.getState();
    expect(menu.rootNodeId).toBe('new-a');
    expect(positions['new-a']).toEqual({ x: 10, y: 20 });
    expect(selection).toEqual(['new-a']);
  });

  it('connects a key with a fresh new- id and puts its card beside the node', () => {
    const store = openSample();
    const keyId = store.getState().connectKey('n2', '5', { kind: 'hangup' });
    expect(isNewId(keyId)).toBe(true);
    const { menu, positions } = store.getState();
    expect(menu.keys.at(-1)).toEqual({ id: keyId, nodeId: 'n2', key: '5', action: { kind: 'hangup' } });
    expect(positions[`key:${keyId}`]?.x).toBeGreaterThan(400);
  });

  it('adds a node reached by a key in one undo step', () => {
    const store = openSample();
    store.getState().addNodeFromKey('n2', '3', promptNode('new-b', 'Billing'), { x: 800, y: 0 });
    expect(store.getState().menu.keys.at(-1)).toMatchObject({
      nodeId: 'n2',
      key: '3',
      action: { nextNodeId: 'new-b' },
    });
    store.getState().undo();
    expect(store.getState().menu).toEqual(sampleMenu());
  });

  it('updates a node and a key, and a key turned into a node link loses its card', () => {
    const store = openSample();
    store.getState().updateNode('n1', { name: 'Hello', speed: 2 });
    store.getState().updateKey('k2', { key: '7', action: { kind: 'node', nextNodeId: 'n2' } });
    const { menu, positions } = store.getState();
    expect(menu.nodes[0]).toMatchObject({ name: 'Hello', speed: 2, playContent: 'Welcome text' });
    expect(menu.keys.find((key) => key.id === 'k2')).toMatchObject({ key: '7', action: { kind: 'node' } });
    expect(positions['key:k2']).toBeUndefined();
  });

  it('deletes the selected node with its own keys, and a selected key alone', () => {
    const store = openSample();
    store.getState().select(['n2', 'k5']);
    store.getState().deleteSelection();
    const { menu, selection } = store.getState();
    expect(menu.nodes.map((node) => node.id)).toEqual(['n1']);
    // k3 and k4 belonged to n2; k5 was chosen; k1 still names n2 and is left for the person to fix.
    expect(menu.keys.map((key) => key.id)).toEqual(['k1', 'k2', 'k6']);
    expect(selection).toEqual([]);
  });

  it('clears the root when the root is deleted', () => {
    const store = openSample();
    store.getState().select(['n1']);
    store.getState().deleteSelection();
    expect(store.getState().menu.rootNodeId).toBeNull();
  });

  it('undoes and redoes every edit, and a new edit clears what could be redone', () => {
    const store = openSample();
    const steps = [
      () => store.getState().updateNode('n1', { name: 'One' }),
      () => store.getState().moveNodes({ n1: { x: 100, y: 100 } }),
      () => store.getState().connectKey('n1', '4', { kind: 'voicemail' }),
    ];
    const states = [store.getState().menu];
    const layouts = [store.getState().positions];
    for (const step of steps) {
      step();
      states.push(store.getState().menu);
      layouts.push(store.getState().positions);
    }
    for (let index = steps.length - 1; index >= 0; index -= 1) {
      store.getState().undo();
      expect(store.getState().menu).toEqual(states[index]);
      expect(store.getState().positions).toEqual(layouts[index]);
    }
    store.getState().undo();
    expect(store.getState().menu).toEqual(states[0]);
    store.getState().redo();
    store.getState().redo();
    expect(store.getState().positions).toEqual(layouts[2]);
    store.getState().updateNode('n2', { loopCount: 3 });
    expect(store.getState().canRedo).toBe(false);
    store.getState().redo();
    expect(store.getState().menu.nodes[1]?.loopCount).toBe(3);
  });

  it('leaves the history alone for selection changes and no-op edits', () => {
    const store = openSample();
    store.getState().select(['n1']);
    store.getState().deleteSelection();
    store.getState().select([]);
    store.getState().deleteSelection();
    store.getState().pasteNodes();
    store.getState().undo();
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().menu.nodes.map((node) => node.id)).toContain('n1');
  });
});

describe('copy and paste', () => {
  it('pastes a sub-tree with fresh ids, inner links remapped and outer links kept', () => {
    const store = openSample();
    store.getState().select(['n1', 'n2']);
    store.getState().copySelection();
    store.getState().pasteNodes();
    const { menu, selection, positions } = store.getState();
    const pastedNodes = menu.nodes.filter((node) => isNewId(node.id));
    expect(pastedNodes.map((node) => node.name).sort()).toEqual(['Sales (2)', 'Welcome (2)']);
    expect([...selection].sort()).toEqual(pastedNodes.map((node) => node.id).sort());
    const pastedKeys = menu.keys.filter((key) => isNewId(key.id));
    expect(pastedKeys).toHaveLength(6);
    const copyOfWelcome = pastedNodes.find((node) => node.name === 'Welcome (2)');
    const copyOfSales = pastedNodes.find((node) => node.name === 'Sales (2)');
    expect(pastedKeys).toContainEqual(
      expect.objectContaining({
        nodeId: copyOfWelcome?.id,
        key: '1',
        action: { kind: 'node', nextNodeId: copyOfSales?.id },
      }),
    );
    expect(new Set(menu.keys.map((key) => key.id)).size).toBe(12);
    expect(positions[copyOfSales?.id ?? '']).toEqual({ x: 460, y: 60 });
    expect(menu.rootNodeId).toBe('n1');
  });

  it('keeps a link to a node left out of the copy pointing at the original', () => {
    const store = openSample();
    store.getState().select(['n1']);
    store.getState().copySelection();
    store.getState().pasteNodes();
    store.getState().pasteNodes();
    const { menu } = store.getState();
    const links = menu.keys.filter((key) => key.key === '1');
    expect(links).toHaveLength(3);
    expect(links.every((key) => key.action.kind === 'node' && key.action.nextNodeId === 'n2')).toBe(true);
    expect(new Set(menu.nodes.map((node) => node.id)).size).toBe(4);
    expect(menu.nodes.map((node) => node.name).sort()).toEqual([
      'Sales',
      'Welcome',
      'Welcome (2)',
      'Welcome (3)',
    ]);
  });
});

describe('uniqueName', () => {
  it('numbers a copy from 2, counts on from a copy, and leaves a free or empty name alone', () => {
    const taken = new Set(['Lãi suất', 'Lãi suất (2)', 'Vay']);
    expect(uniqueName('Lãi suất', taken)).toBe('Lãi suất (3)');
    expect(uniqueName('Lãi suất (2)', taken)).toBe('Lãi suất (3)');
    expect(uniqueName('Vay', taken)).toBe('Vay (2)');
    expect(uniqueName('Gửi tiết kiệm', taken)).toBe('Gửi tiết kiệm');
    expect(uniqueName('', new Set(['']))).toBe('');
  });
});

describe('the layout shown at opening', () => {
  it('is not written into the draft until the first edit, which writes it', () => {
    const store = createEditorStore();
    const binding = localDraftBinding(sampleMenu(), {});
    store.getState().attach('t1', binding);
    let updates = 0;
    binding.doc.on('update', () => (updates += 1));
    store.getState().placeInitially({ n1: { x: 0, y: 0 }, n2: { x: 400, y: 0 }, gone: { x: 9, y: 9 } });
    expect(updates).toBe(0);
    expect(store.getState().positions).toEqual({ n1: { x: 0, y: 0 }, n2: { x: 400, y: 0 } });
    expect(readDraft(binding.doc).positions).toEqual({});

    store.getState().moveNodes({ n2: { x: 500, y: 40 } });
    expect(updates).toBe(1);
    expect(readDraft(binding.doc).positions).toEqual({ n1: { x: 0, y: 0 }, n2: { x: 500, y: 40 } });
  });
});

describe('a change of positions alone', () => {
  it('keeps the menu read before it, and its undo does too; an edit of a node reads the menu again', () => {
    const store = createEditorStore();
    const binding = localDraftBinding(sampleMenu(), { n1: { x: 0, y: 0 }, n2: { x: 400, y: 0 } });
    store.getState().attach('t1', binding);
    const menu = store.getState().menu;
    let updates = 0;
    binding.doc.on('update', () => (updates += 1));

    store.getState().applyLayout({ n1: { x: 10, y: 10 }, n2: { x: 10, y: 300 } });
    expect(updates).toBe(1);
    expect(store.getState().menu).toBe(menu);
    expect(store.getState().positions).toEqual({ n1: { x: 10, y: 10 }, n2: { x: 10, y: 300 } });
    expect(readDraft(binding.doc).positions).toEqual({ n1: { x: 10, y: 10 }, n2: { x: 10, y: 300 } });

    store.getState().undo();
    expect(store.getState().menu).toBe(menu);
    expect(store.getState().positions).toEqual({ n1: { x: 0, y: 0 }, n2: { x: 400, y: 0 } });

    // Another editor renames a node: the menu is read again, whatever else the transaction held.
    binding.doc.transact(() => {
      binding.doc.getMap<Y.Map<unknown>>('nodes').get('n2')?.set('name', 'Renamed');
      binding.doc.getMap('positions').set('n2', { x: 1, y: 2 });
    }, 'elsewhere');
    expect(store.getState().menu).not.toBe(menu);
    expect(store.getState().menu.nodes.find((node) => node.id === 'n2')?.name).toBe('Renamed');
    expect(store.getState().positions.n2).toEqual({ x: 1, y: 2 });
  });

  it('shows this person’s own move as the draft now holds it, and another editor’s move as well', () => {
    const store = createEditorStore();
    const binding = localDraftBinding(sampleMenu(), { n1: { x: 0, y: 0 }, n2: { x: 400, y: 0 } });
    store.getState().attach('t1', binding);
    store.getState().applyLayout({ n1: { x: 10, y: 10 }, n2: { x: 10, y: 300 } });
    expect(store.getState().positions).toEqual({ n1: { x: 10, y: 10 }, n2: { x: 10, y: 300 } });
    expect(readDraft(binding.doc).positions).toEqual(store.getState().positions);

    binding.doc.transact(() => binding.doc.getMap('positions').set('n1', { x: 7, y: 8 }), 'elsewhere');
    expect(store.getState().positions).toEqual({ n1: { x: 7, y: 8 }, n2: { x: 10, y: 300 } });
  });
});

describe('firstFreeKey', () => {
  it('counts from 1, then 0, and skips keys the node has', () => {
    const menu = sampleMenu();
    expect(firstFreeKey(menu, 'n1')).toBe('3');
    expect(firstFreeKey({ ...menu, keys: [] }, 'n1')).toBe('1');
  });
});
