import { describe, expect, it, vi } from 'vitest';
import { readDraft } from '@/core/ivr/draft-doc/read-draft';
import { targetIdOfKey } from '../flow/flow-types';
import { localDraftBinding } from '../test-support/local-draft-binding';
import { generatedMenu } from '../test-support/menu-fixture';
import { createEditorStore } from './editor-store';
import { PLACES_PER_STEP } from './write-places-in-steps';

describe('a layout of many cards', () => {
  const menu = generatedMenu(400);
  // A place for every card: each node, and each key's target that is not a node (a queue, a hang-up …).
  const cardIds = [
    ...menu.nodes.map((node) => node.id),
    ...menu.keys.filter((key) => key.action.kind !== 'node').map((key) => targetIdOfKey(key.id)),
  ];
  const laidOut = () =>
    Object.fromEntries(cardIds.map((cardId, index) => [cardId, { x: (index % 40) * 300, y: index * 7 }]));
  const allAt = (xy: { x: number; y: number }) => Object.fromEntries(cardIds.map((cardId) => [cardId, xy]));

  it('is shown at once, written a part per task, and undone in one step', async () => {
    const store = createEditorStore();
    const before = { ...allAt({ x: 0, y: 0 }), 'key:gone': { x: 5, y: 5 } };
    const binding = localDraftBinding(menu, before);
    store.getState().attach('t1', binding);
    const parts: number[] = [];
    binding.doc.on('update', () => parts.push(Object.keys(readDraft(binding.doc).positions).length));
    const positions = laidOut();
    expect(Object.keys(positions).length).toBeGreaterThan(PLACES_PER_STEP);

    store.getState().applyLayout(positions);
    expect(store.getState().positions).toEqual(positions);
    // Nothing is written in the task that shows the layout; the parts come in the next tasks.
    expect(parts).toHaveLength(0);
    await vi.waitFor(() => expect(readDraft(binding.doc).positions).toEqual(positions));
    expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(Object.keys(positions).length / PLACES_PER_STEP));
    expect(store.getState().positions).toEqual(positions);

    store.getState().undo();
    expect(readDraft(binding.doc).positions).toEqual(before);
    expect(store.getState().canUndo).toBe(false);
  });

  it('ends showing what the draft holds when another editor moved a card meanwhile', async () => {
    const store = createEditorStore();
    const binding = localDraftBinding(menu, allAt({ x: 0, y: 0 }));
    store.getState().attach('t1', binding);
    const positions = laidOut();
    // The first card's place is in the first part: the other editor moves it just after, before the rest.
    const [first = ''] = Object.keys(positions);
    binding.doc.once('update', () =>
      queueMicrotask(() =>
        binding.doc.transact(() => binding.doc.getMap('positions').set(first, { x: 1, y: 2 }), 'elsewhere'),
      ),
    );
    store.getState().applyLayout(positions);
    await vi.waitFor(() =>
      expect(readDraft(binding.doc).positions).toEqual({ ...positions, [first]: { x: 1, y: 2 } }),
    );
    expect(store.getState().positions).toEqual(readDraft(binding.doc).positions);
  });

  it('is written whole when the editor moves on to another tree meanwhile', async () => {
    const store = createEditorStore();
    const binding = localDraftBinding(menu, allAt({ x: 0, y: 0 }));
    const detach = store.getState().attach('t1', binding);
    const positions = laidOut();
    store.getState().applyLayout(positions);
    detach();
    await vi.waitFor(() => expect(readDraft(binding.doc).positions).toEqual(positions));
  });
});
