import { phoneNumberKey } from '../../phone-number';
import type { IvrMenu } from '../ivr-menu';
import { actionProblems, type ActionLookups } from './action-problems';
import { flowProblems } from './flow-problems';
import type { MenuProblem, MenuValidationContext } from './menu-problem';
import { nodeProblems } from './node-problems';
import { promptProblems } from './prompt-problems';
import { structureProblems } from './structure-problems';

/**
 * Every problem of a menu, errors (which block publishing) first, then warnings. Problems are codes with
 * their location and parameters; the UI words them in the reader's language.
 */
export function validateMenu(menu: IvrMenu, context: MenuValidationContext): MenuProblem[] {
  const greetingFileNames = new Set(context.greetingFileNames);
  const lookups: ActionLookups = {
    nodeIds: new Set(menu.nodes.map((node) => node.id)),
    blacklistedKeys: new Set(context.blacklistedNumbers.map(phoneNumberKey)),
    routedQueueIds: new Set(context.routedQueueIds),
    checkedQueueIds: context.checkedQueueIds ? new Set(context.checkedQueueIds) : null,
  };
  const problems = [
    ...structureProblems(menu, context.liveMenu),
    ...menu.nodes.flatMap((node) => nodeProblems(node, greetingFileNames)),
    ...menu.keys.flatMap((key) => actionProblems(key, lookups)),
    ...flowProblems(menu),
    ...promptProblems(menu),
  ];
  return [
    ...problems.filter((found) => found.severity === 'error'),
    ...problems.filter((found) => found.severity === 'warning'),
  ];
}
