import { EMPTY_KEY, INVALID_KEY } from '../../api/ivr-keypresses';
import { isTerminalAction, keysByNode, reachableFromRoot, successorsByNode } from '../graph/menu-graph';
import { stronglyConnectedComponents } from '../graph/strongly-connected';
import type { IvrMenu } from '../ivr-menu';
import { problem, type MenuProblem } from './menu-problem';

/** How callers move through the menu: what they cannot reach, cannot leave, or are not caught by. */
export function flowProblems(menu: IvrMenu): MenuProblem[] {
  return [...unreachableProblems(menu), ...fallbackProblems(menu), ...trappedLoopProblems(menu)];
}

function unreachableProblems(menu: IvrMenu): MenuProblem[] {
  if (menu.rootNodeId === null) return [];
  const reached = reachableFromRoot(menu);
  if (reached.size === 0) return [];
  return menu.nodes
    .filter((node) => !reached.has(node.id))
    .map((node) => problem('unreachableNode', { nodeId: node.id }));
}

/** A caller who presses nothing, or a key the node does not know, should be caught by a handler. */
function fallbackProblems(menu: IvrMenu): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const keysOf = keysByNode(menu);
  for (const { id: nodeId } of menu.nodes) {
    const keys = keysOf.get(nodeId) ?? [];
    if (!keys.some((key) => key.key === EMPTY_KEY)) problems.push(problem('missingEmptyKey', { nodeId }));
    if (!keys.some((key) => key.key === INVALID_KEY)) problems.push(problem('missingInvalidKey', { nodeId }));
  }
  return problems;
}

/**
 * A set of nodes that lead into each other (a strongly connected component with a cycle) from which no
 * queue, forward, hang-up, voicemail or SMS can be reached: a caller who walks in can only go round.
 */
function trappedLoopProblems(menu: IvrMenu): MenuProblem[] {
  const successors = successorsByNode(menu);
  const hasTerminalKey = new Set(
    menu.keys.filter((key) => isTerminalAction(key.action)).map((key) => key.nodeId),
  );
  const canExit = new Set<string>();
  const problems: MenuProblem[] = [];
  // Components arrive sinks first, so every component a component leads to is already decided.
  for (const component of stronglyConnectedComponents(successors)) {
    const members = new Set(component);
    const exits = component.some(
      (node) =>
        hasTerminalKey.has(node) ||
        (successors.get(node) ?? []).some((next) => !members.has(next) && canExit.has(next)),
    );
    if (exits) {
      for (const node of component) canExit.add(node);
      continue;
    }
    const first = component[0]!;
    const isCycle = component.length > 1 || (successors.get(first) ?? []).includes(first);
    if (!isCycle) continue;
    for (const nodeId of menuOrder(menu, members)) {
      problems.push(problem('loopWithoutExit', { nodeId, params: { loopSize: component.length } }));
    }
  }
  return problems;
}

const menuOrder = (menu: IvrMenu, members: ReadonlySet<string>): string[] =>
  menu.nodes.filter((node) => members.has(node.id)).map((node) => node.id);
