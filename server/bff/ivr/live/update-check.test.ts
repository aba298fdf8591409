import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readDraft } from '@/core/ivr/draft-doc/read-draft';
import { writeBase, writeDraft, type DraftContent } from '@/core/ivr/draft-doc/write-draft';
import type { IvrMenu, MenuNode } from '@/core/ivr/ivr-menu';
import { refusalOf } from './update-check';

const talk = (id: string, text = `Đây là ${id}`): MenuNode => ({
  id,
  name: id,
  playMode: 'talk',
  playContent: text,
  bargeIn: true,
  loopCount: 1,
  delayMs: 0,
  voice: 'hn_female_thutrang_phrase_48k-hsmm',
  speed: 0,
  keypressTimeoutSeconds: 5,
});
const live: IvrMenu = {
  rootNodeId: 'a1',
  nodes: [talk('a1'), talk('a2')],
  keys: [{ id: 'k1', nodeId: 'a1', key: '1', action: { kind: 'node', nextNodeId: 'a2' } }],
};

/** The server's document as a room has it, and the ids it takes for this tree's. */
function serverDoc() {
  const doc = new Y.Doc();
  writeDraft(doc, { menu: live, positions: {} }, 'server');
  writeBase(doc, live, 'server');
  const known = new Set(['a1', 'a2', 'k1']);
  const isDraftId = (id: string) => known.has(id) || /^new-[\w-]+$/.test(id);
  return { doc, isDraftId };
}

function replicaOf(doc: Y.Doc): Y.Doc {
  const replica = new Y.Doc();
  Y.applyUpdate(replica, Y.encodeStateAsUpdate(doc));
  return replica;
}

/** The update an editor's change makes on its replica. */
function changeOn(replica: Y.Doc, change: (content: DraftContent) => DraftContent): Uint8Array {
  const updates: Uint8Array[] = [];
  const record = (update: Uint8Array) => updates.push(update);
  replica.on('update', record);
  const { menu, positions } = readDraft(replica);
  writeDraft(replica, change({ menu, positions }), 'editor');
  replica.off('update', record);
  return Y.mergeUpdates(updates);
}

describe('the live draft update check', () => {
  it('accepts what the designer writes: nodes, keys, the root, positions, deletions', () => {
    const { doc, isDraftId } = serverDoc();
    const update = changeOn(replicaOf(doc), ({ menu }) => ({
      menu: {
        rootNodeId: 'new-b',
        nodes: [...menu.nodes.filter((node) => node.id !== 'a2'), talk('new-b', 'Mới')],
        keys: [
          ...menu.keys,
          {
            id: 'new-k',
            nodeId: 'new-b',
            key: '#',
            action: { kind: 'forward', toPhoneNumber: '0912345678' },
          },
        ],
      },
      positions: { 'new-b': { x: 1.5, y: -2 }, 'key:new-k': { x: 3, y: 4 } },
    }));
    expect(refusalOf(doc, update, isDraftId)).toBeNull();
  });

  it('accepts an edit of a node someone else deleted meanwhile, and every replica converges', () => {
    const { doc, isDraftId } = serverDoc();
    const deleter = replicaOf(doc);
    const editor = replicaOf(doc);
    const deletion = changeOn(deleter, ({ menu, positions }) => ({
      menu: { ...menu, nodes: menu.nodes.filter((node) => node.id !== 'a2') },
      positions,
    }));
    expect(refusalOf(doc, deletion, isDraftId)).toBeNull();
    Y.applyUpdate(doc, deletion);
    const edit = changeOn(editor, ({ menu, positions }) => ({
      menu: {
        ...menu,
        nodes: menu.nodes.map((node) =>
          node.id === 'a2' ? { ...node, playContent: 'sửa', speed: 2 } : node,
        ),
      },
      positions,
    }));
    expect(refusalOf(doc, edit, isDraftId)).toBeNull();
    Y.applyUpdate(doc, edit);
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(doc));
    expect(readDraft(editor)).toEqual(readDraft(doc));
    expect(readDraft(doc).menu.nodes.map((node) => node.id)).toEqual(['a1']);
  });

  it('refuses ids of no draft of this tree, wrong values, and what only the console writes', () => {
    const { doc, isDraftId } = serverDoc();
    const refused = (change: (copy: Y.Doc) => void) => {
      const copy = replicaOf(doc);
      const updates: Uint8Array[] = [];
      copy.on('update', (update: Uint8Array) => updates.push(update));
      copy.transact(() => change(copy));
      return refusalOf(doc, Y.mergeUpdates(updates), isDraftId);
    };
    const node = (copy: Y.Doc) => copy.getMap<Y.Map<unknown>>('nodes').get('a1')!;
    expect(refused((copy) => copy.getMap('nodes').set('other-tree-id', new Y.Map()))).toMatch(/neither/);
    expect(refused((copy) => node(copy).set('loopCount', 1.5))).toMatch(/loopCount/);
    expect(refused((copy) => node(copy).set('playMode', 'sing'))).toMatch(/playMode/);
    expect(refused((copy) => node(copy).set('playContent', 'x'.repeat(5001)))).toMatch(/playContent/);
    expect(refused((copy) => node(copy).set('extra', new Y.Map()))).toMatch(/map/i);
    expect(
      refused((copy) =>
        copy.getMap<Y.Map<unknown>>('keys').get('k1')!.set('action', { kind: 'node', nextNodeId: 'zz' }),
      ),
    ).toMatch(/action/);
    expect(
      refused((copy) =>
        copy.getMap<Y.Map<unknown>>('keys').get('k1')!.set('action', { kind: 'hangup', x: 1 }),
      ),
    ).toMatch(/action/);
    expect(refused((copy) => copy.getMap('meta').set('rootNodeId', 'elsewhere'))).toMatch(/root/);
    expect(refused((copy) => copy.getMap('meta').delete('base'))).toMatch(/meta/);
    expect(refused((copy) => copy.getMap('positions').set('a1', { x: Infinity, y: 0 }))).toMatch(/position/);
    expect(refused((copy) => copy.getMap('positions').set('nowhere', { x: 0, y: 0 }))).toMatch(/card/);
    expect(refused((copy) => copy.getText('notes').insert(0, 'hi'))).not.toBeNull();
    expect(refused((copy) => copy.getMap('serviceIds').set('new-a', 'x'))).toMatch(/console/);
    expect(refusalOf(doc, new Uint8Array([1, 2, 3, 255, 255, 255]), isDraftId)).not.toBeNull();
  });
});
