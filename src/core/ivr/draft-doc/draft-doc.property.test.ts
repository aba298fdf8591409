import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { IVR_KEYS, type KeypressAction } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuNode } from '../ivr-menu';
import { nodeFieldsArbitrary } from '../test-support/menu-arbitraries';
import { readDraft, type DraftSnapshot } from './read-draft';
import { writeDraft, type DraftContent } from './write-draft';

const REPLICAS = 3;
const OPS = ['addNode', 'deleteNode', 'updateNode', 'addKey', 'deleteKey', 'keyValue', 'keyAction', 'move'];

type Step =
  | { type: 'edit'; replica: number; op: number; a: number; b: number; fields: Omit<MenuNode, 'id'> }
  | { type: 'deliver'; to: number; pick: number; duplicate: boolean };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('edit' as const),
    replica: fc.nat({ max: REPLICAS - 1 }),
    op: fc.nat({ max: OPS.length - 1 }),
    a: fc.nat(),
    b: fc.nat(),
    fields: nodeFieldsArbitrary,
  }),
  fc.record({
    type: fc.constant('deliver' as const),
    to: fc.nat({ max: REPLICAS - 1 }),
    pick: fc.nat(),
    duplicate: fc.boolean(),
  }),
);

/** One person's edit, computed from what their screen shows, as the editor does. */
function edit(
  snapshot: DraftSnapshot,
  step: Extract<Step, { type: 'edit' }>,
  newId: () => string,
): DraftContent {
  const menu: IvrMenu = structuredClone(snapshot.menu);
  const positions = { ...snapshot.positions };
  const node = menu.nodes[step.a % Math.max(menu.nodes.length, 1)];
  const key = menu.keys[step.a % Math.max(menu.keys.length, 1)];
  const value = IVR_KEYS[step.b % IVR_KEYS.length]!;
  const target = menu.nodes[step.b % Math.max(menu.nodes.length, 1)];
  const action: KeypressAction =
    target && step.b % 2 === 0 ? { kind: 'node', nextNodeId: target.id } : { kind: 'hangup' };
  const free = (nodeId: string) => !menu.keys.some((found) => found.nodeId === nodeId && found.key === value);
  switch (OPS[step.op]) {
    case 'addNode': {
      const id = newId();
      menu.nodes.push({ id, ...step.fields });
      menu.rootNodeId ??= id;
      positions[id] = { x: step.b % 500, y: step.a % 500 };
      break;
    }
    case 'deleteNode':
      if (!node) break;
      // As the editor does: the node and its own keys go; keys leading to it stay (dangling, flagged).
      menu.nodes = menu.nodes.filter((found) => found !== node);
      menu.keys = menu.keys.filter((found) => found.nodeId !== node.id);
      if (menu.rootNodeId === node.id) menu.rootNodeId = null;
      delete positions[node.id];
      break;
    case 'updateNode':
      if (node)
        Object.assign(
          node,
          step.b % 2 ? { playContent: step.fields.playContent } : { name: step.fields.name },
        );
      break;
    case 'addKey':
      if (node && free(node.id)) menu.keys.push({ id: newId(), nodeId: node.id, key: value, action });
      break;
    case 'deleteKey':
      if (key) menu.keys = menu.keys.filter((found) => found !== key);
      break;
    case 'keyValue':
      if (key && free(key.nodeId)) key.key = value;
      break;
    case 'keyAction':
      if (key) key.action = action;
      break;
    case 'move':
      if (node) positions[node.id] = { x: step.b % 900, y: step.a % 900 };
      break;
  }
  return { menu, positions };
}

function expectSound({ menu, clashes }: DraftSnapshot): void {
  const nodeIds = menu.nodes.map((node) => node.id);
  expect(new Set(nodeIds).size).toBe(nodeIds.length);
  const keyIds = menu.keys.map((key) => key.id);
  expect(new Set(keyIds).size).toBe(keyIds.length);
  const present = new Set(nodeIds);
  for (const key of menu.keys) expect(present.has(key.nodeId)).toBe(true);
  // Keys sharing a value on a node are all kept (flagged by validation); all but one are listed as clashes.
  const slots = menu.keys.map((key) => `${key.nodeId}/${key.key}`);
  expect(new Set(slots).size).toBe(slots.length - clashes.length);
  for (const clash of clashes) expect(menu.keys).toContainEqual(clash);
  if (menu.rootNodeId !== null) expect(present.has(menu.rootNodeId)).toBe(true);
}

describe('draft document', () => {
  it('replicas editing at once in any delivery order converge on one sound menu', () => {
    fc.assert(
      fc.property(
        fc.array(stepArbitrary, { minLength: 1, maxLength: 60 }),
        fc.nat(),
        (steps, shuffleSeed) => {
          const docs = Array.from({ length: REPLICAS }, () => new Y.Doc());
          const sent: Uint8Array[][] = docs.map(() => []);
          docs.forEach((doc, index) =>
            doc.on('update', (update: Uint8Array, origin: unknown) => {
              if (origin !== 'remote') sent[index]!.push(update);
            }),
          );
          const counters = docs.map(() => 0);
          for (const step of steps) {
            if (step.type === 'edit') {
              const doc = docs[step.replica]!;
              const newId = () => `new-r${step.replica}-${++counters[step.replica]!}`;
              writeDraft(doc, edit(readDraft(doc), step, newId), 'local');
              continue;
            }
            const all = sent.flatMap((updates, from) => (from === step.to ? [] : updates));
            const update = all[step.pick % Math.max(all.length, 1)];
            if (!update) continue;
            Y.applyUpdate(docs[step.to]!, update, 'remote');
            if (step.duplicate) Y.applyUpdate(docs[step.to]!, update, 'remote');
          }
          // Then everything reaches everyone, in a shuffled order, some of it twice.
          const everything = sent.flat();
          const order = everything
            .map((_, index) => index)
            .sort((a, b) => ((a * 7919 + shuffleSeed) % 101) - ((b * 7919 + shuffleSeed) % 101));
          for (const doc of docs)
            for (const index of [...order, ...order.slice(0, 3)])
              Y.applyUpdate(doc, everything[index]!, 'remote');
          const snapshots = docs.map(readDraft);
          for (const snapshot of snapshots) {
            expect(snapshot).toEqual(snapshots[0]);
            expectSound(snapshot);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
