import type { MenuDiff } from '@/core/ivr/diff/diff-menus';
import type { PlanError, PlanErrorCode } from '@/core/ivr/publish/publish-errors';
import type { MenuErrorCode, MenuProblem } from '@/core/ivr/validation/menu-problem';
import type { Problem } from '@/core/api/problem';
import { HttpProblem } from '../problem';

/** The live tree is no longer the draft's base: answered 409 with what changed from base to live. */
export class LiveTreeChanged extends HttpProblem {
  constructor(readonly diff: MenuDiff) {
    super(
      409,
      'Conflict',
      'The tree was changed elsewhere since the draft began; nothing was published. Review the changes ' +
        'and start a new draft.',
    );
  }

  override toProblem(): Problem {
    return { ...super.toProblem(), diff: this.diff } as Problem;
  }
}

/** The menu has errors that block publishing: answered 422 with every problem found. */
export class MenuNotPublishable extends HttpProblem {
  constructor(readonly problems: MenuProblem[]) {
    const errors = problems.filter((found) => found.severity === 'error').length;
    super(422, 'Unprocessable Content', `The menu has ${errors} error(s) to fix before it can be published.`);
  }

  override toProblem(): Problem {
    return { ...super.toProblem(), problems: this.problems } as Problem;
  }
}

const PLAN_PROBLEMS: Partial<Record<PlanErrorCode, MenuErrorCode>> = {
  rootChangeUnsupported: 'rootChangeUnsupported',
  draftRootMissing: 'noRoot',
  keyNodeMissing: 'keyNodeMissing',
  targetNodeMissing: 'targetNodeMissing',
  duplicateKey: 'duplicateKey',
};

/** The planner cannot express the menu as service calls (e.g. an existing node made root). */
export function unplannable(error: PlanError): HttpProblem {
  const code = PLAN_PROBLEMS[error.code];
  if (!code) return new HttpProblem(400, 'Bad Request', error.message);
  const where =
    error.id === undefined ? {} : code === 'duplicateKey' ? { keyId: error.id } : { nodeId: error.id };
  return new MenuNotPublishable([{ severity: 'error', code, ...where }]);
}

export const publishBusy = () =>
  new HttpProblem(409, 'Conflict', 'Another publish of this tree is running; wait for it to end.');
