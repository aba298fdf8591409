import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IvrMenu } from '../ivr-menu';
import { actionsEqual, changedNodeFields } from '../menu-equality';
import type { PublishOperation } from '../publish-operation';
import { applyEdits, editsArbitrary, liveMenuArbitrary } from '../test-support/menu-arbitraries';
import { runPlan } from '../test-support/publish-check';
import { planPublish } from './plan-publish';

const RUNS = { numRuns: 600 };
const liveAndDraft = fc
  .tuple(liveMenuArbitrary, editsArbitrary)
  .map(([live, edits]) => ({ live, draft: applyEdits(live, edits) }));

/** Ids of the nodes and keys that are the same in both menus (same id, same content). */
function unchangedIds(live: IvrMenu, draft: IvrMenu): Set<string> {
  const same = new Set<string>();
  const liveNodes = new Map(live.nodes.map((node) => [node.id, node]));
  for (const node of draft.nodes) {
    const before = liveNodes.get(node.id);
    if (before && changedNodeFields(before, node).length === 0) same.add(node.id);
  }
  const liveKeys = new Map(live.keys.map((key) => [key.id, key]));
  for (const key of draft.keys) {
    const before = liveKeys.get(key.id);
    if (
      before &&
      before.nodeId === key.nodeId &&
      before.key === key.key &&
      actionsEqual(before.action, key.action)
    ) {
      same.add(key.id);
    }
  }
  return same;
}

const subjectOf = (operation: PublishOperation): string => {
  switch (operation.op) {
    case 'createNode':
    case 'createKey':
      return operation.ref;
    case 'updateNode':
    case 'deleteNode':
      return operation.nodeId;
    case 'updateKey':
    case 'deleteKey':
      return operation.keyId;
  }
};

describe('planPublish on random menus and random edits', () => {
  it('reproduces the draft on the reference model of the service, never refused', () => {
    fc.assert(
      fc.property(liveAndDraft, ({ live, draft }) => {
        const { result, expected } = runPlan(live, draft, planPublish(live, draft));
        expect(result).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('touches no node or key that did not change', () => {
    fc.assert(
      fc.property(liveAndDraft, ({ live, draft }) => {
        const unchanged = unchangedIds(live, draft);
        const touched = planPublish(live, draft).map(subjectOf);
        expect(touched.filter((id) => unchanged.has(id))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('sends only differing fields, at most one call per node and two per key', () => {
    fc.assert(
      fc.property(liveAndDraft, ({ live, draft }) => {
        const operations = planPublish(live, draft);
        const liveNodes = new Map(live.nodes.map((node) => [node.id, node]));
        const draftNodes = new Map(draft.nodes.map((node) => [node.id, node]));
        const calls = new Map<string, number>();
        for (const operation of operations) {
          const subject = subjectOf(operation);
          calls.set(subject, (calls.get(subject) ?? 0) + 1);
          if (operation.op === 'updateNode') {
            const before = liveNodes.get(operation.nodeId)!;
            const after = draftNodes.get(operation.nodeId)!;
            expect(Object.keys(operation.changes).sort()).toEqual(changedNodeFields(before, after).sort());
          }
        }
        for (const [subject, count] of calls) {
          const isNode = liveNodes.has(subject) || draftNodes.has(subject);
          expect(count).toBeLessThanOrEqual(isNode ? 1 : 2);
        }
      }),
      RUNS,
    );
  });

  it('with nothing changed, plans nothing', () => {
    fc.assert(
      fc.property(liveMenuArbitrary, (live) => {
        expect(planPublish(live, structuredClone(live))).toEqual([]);
      }),
      RUNS,
    );
  });
});
