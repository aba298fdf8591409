import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';

/** The nodes each node's keys lead to, in key order (keys to nodes the menu no longer has left out). */
function nextNodesOf(menu: IvrMenu, nodeIds: ReadonlySet<string>): Map<string, string[]> {
  const next = new Map<string, string[]>();
  for (const key of menu.keys as readonly MenuKey[]) {
    if (key.action.kind !== 'node' || !nodeIds.has(key.action.nextNodeId)) continue;
    const list = next.get(key.nodeId) ?? [];
    list.push(key.action.nextNodeId);
    next.set(key.nodeId, list);
  }
  return next;
}

/** Each node's parent on the caller's shortest way from the root; nodes the root does not reach have none. */
function parentsFromRoot(menu: IvrMenu, next: ReadonlyMap<string, string[]>, nodeIds: ReadonlySet<string>) {
  const parent = new Map<string, string | null>();
  const root = menu.rootNodeId;
  if (!root || !nodeIds.has(root)) return parent;
  parent.set(root, null);
  const queue = [root];
  for (let index = 0; index < queue.length; index += 1) {
    const from = queue[index] as string;
    for (const to of next.get(from) ?? []) {
      if (parent.has(to)) continue;
      parent.set(to, from);
      queue.push(to);
    }
  }
  return parent;
}

/** The node and every node above it on the way from the root. */
function lineOf(parent: ReadonlyMap<string, string | null>, nodeId: string): Set<string> {
  const line = new Set<string>();
  for (let at: string | null | undefined = nodeId; at && !line.has(at); at = parent.get(at)) line.add(at);
  return line;
}

/**
 * A node's branch: the node and every node its keys lead on to, the node first, then breadth first in key
 * order. Keys that lead back up — to the node itself ("repeat"), to the node or a node above it on the
 * way from the root ("back to the menu") — end the branch there, so a branch is not the whole menu. Keys
 * to nodes the menu no longer has are skipped.
 */
export function subTreeOf(menu: IvrMenu, nodeId: string): string[] {
  const nodeIds = new Set(menu.nodes.map((node) => node.id));
  if (!nodeIds.has(nodeId)) return [];
  const next = nextNodesOf(menu, nodeIds);
  const parent = parentsFromRoot(menu, next, nodeIds);
  const above = lineOf(parent, nodeId);
  const reached = new Set([nodeId]);
  const queue = [nodeId];
  for (let index = 0; index < queue.length; index += 1) {
    const from = queue[index] as string;
    const backUp = lineOf(parent, from);
    for (const to of next.get(from) ?? []) {
      if (reached.has(to) || above.has(to) || backUp.has(to)) continue;
      reached.add(to);
      queue.push(to);
    }
  }
  return queue;
}
