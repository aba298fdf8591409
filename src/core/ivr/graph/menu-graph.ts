import type { KeypressAction } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';

/** Actions that end the caller's walk through the menu (everything but going to another node). */
export const isTerminalAction = (action: KeypressAction): boolean => action.kind !== 'node';

/** The node an action leads to, if it leads to one. */
export const targetNodeIdOf = (action: KeypressAction): string | undefined =>
  action.kind === 'node' ? action.nextNodeId : undefined;

export const nodesById = (menu: IvrMenu): Map<string, MenuNode> =>
  new Map(menu.nodes.map((node) => [node.id, node]));

/** Each node's keys, in menu order; nodes without keys map to an empty list. */
export function keysByNode(menu: IvrMenu): Map<string, MenuKey[]> {
  const byNode = new Map<string, MenuKey[]>(menu.nodes.map((node) => [node.id, []]));
  for (const key of menu.keys) {
    const list = byNode.get(key.nodeId);
    if (list) list.push(key);
    else byNode.set(key.nodeId, [key]);
  }
  return byNode;
}

/** The nodes each node's keys lead to (existing nodes only, each once). */
export function successorsByNode(menu: IvrMenu): Map<string, string[]> {
  const known = new Set(menu.nodes.map((node) => node.id));
  const successors = new Map<string, string[]>(menu.nodes.map((node) => [node.id, []]));
  for (const key of menu.keys) {
    const target = targetNodeIdOf(key.action);
    const list = successors.get(key.nodeId);
    if (target !== undefined && known.has(target) && list && !list.includes(target)) list.push(target);
  }
  return successors;
}

/** Ids of the nodes a caller can reach from the root (the root included); empty without a root. */
export function reachableFromRoot(menu: IvrMenu): Set<string> {
  const successors = successorsByNode(menu);
  const reached = new Set<string>();
  const root = menu.rootNodeId;
  if (root === null || !successors.has(root)) return reached;
  const pending = [root];
  reached.add(root);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const target of successors.get(next) ?? []) {
      if (!reached.has(target)) {
        reached.add(target);
        pending.push(target);
      }
    }
  }
  return reached;
}
