import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffMenus } from '../diff/diff-menus';
import type { IvrMenu } from '../ivr-menu';
import { planPublish } from '../publish/plan-publish';
import { PlanError } from '../publish/publish-errors';
import { applyEdits, editsArbitrary, liveMenuArbitrary } from '../test-support/menu-arbitraries';
import { cleanContext } from '../test-support/menu-builders';
import type { MenuErrorCode } from './menu-problem';
import { validateMenu } from './validate-menu';

const RUNS = { numRuns: 500 };

/** A live menu and a draft of it whose root may have been moved anywhere, publishable or not. */
const liveAndAnyDraft = fc
  .tuple(liveMenuArbitrary, editsArbitrary, fc.option(fc.nat()))
  .map(([live, edits, rootPick]): { live: IvrMenu; draft: IvrMenu } => {
    const draft = applyEdits(live, edits);
    if (rootPick !== null && draft.nodes.length > 0) {
      draft.rootNodeId = draft.nodes[rootPick % draft.nodes.length]!.id;
    }
    return { live, draft };
  });

/** The errors that make a draft impossible to publish (as opposed to a bad field value). */
const STRUCTURAL: readonly MenuErrorCode[] = [
  'noRoot',
  'rootNotFound',
  'rootChangeUnsupported',
  'duplicateKey',
  'keyNodeMissing',
  'targetNodeMissing',
];

const planErrorOf = (live: IvrMenu, draft: IvrMenu): string | null => {
  try {
    planPublish(live, draft);
    return null;
  } catch (error) {
    if (error instanceof PlanError) return error.code;
    throw error;
  }
};

describe('validateMenu and planPublish agree', () => {
  it('flags rootChangeUnsupported exactly when the planner refuses the root change', () => {
    fc.assert(
      fc.property(liveAndAnyDraft, ({ live, draft }) => {
        const codes = validateMenu(draft, { ...cleanContext, liveMenu: live }).map((found) => found.code);
        const planError = planErrorOf(live, draft);
        expect(codes.includes('rootChangeUnsupported')).toBe(planError === 'rootChangeUnsupported');
      }),
      RUNS,
    );
  });

  it('a draft without structural errors can always be planned', () => {
    fc.assert(
      fc.property(liveAndAnyDraft, ({ live, draft }) => {
        const problems = validateMenu(draft, { ...cleanContext, liveMenu: live });
        if (problems.some((found) => STRUCTURAL.includes(found.code as MenuErrorCode))) return;
        expect(planErrorOf(live, draft)).toBeNull();
      }),
      RUNS,
    );
  });

  it('every planned operation concerns something the diff lists', () => {
    fc.assert(
      fc.property(liveAndAnyDraft, ({ live, draft }) => {
        if (planErrorOf(live, draft) !== null) return;
        const diff = diffMenus(live, draft);
        const listed = new Set(
          [
            ...diff.nodes.added,
            ...diff.nodes.removed,
            ...diff.keys.added,
            ...diff.keys.removed,
            ...diff.nodes.changed.map((change) => change.after),
            ...diff.keys.changed.map((change) => change.after),
          ].map((item) => item.id),
        );
        for (const operation of planPublish(live, draft)) {
          const subject =
            'ref' in operation ? operation.ref : 'nodeId' in operation ? operation.nodeId : operation.keyId;
          expect(listed.has(subject)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('never throws on a menu, and places every problem on a node or key of it (or the one it names)', () => {
    fc.assert(
      fc.property(liveAndAnyDraft, ({ draft }) => {
        const nodeIds = new Set(draft.nodes.map((node) => node.id));
        const keyIds = new Set(draft.keys.map((key) => key.id));
        for (const found of validateMenu(draft, cleanContext)) {
          if (found.keyId !== undefined) expect(keyIds.has(found.keyId)).toBe(true);
          if (found.nodeId !== undefined && found.code !== 'keyNodeMissing')
            expect(nodeIds.has(found.nodeId)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
