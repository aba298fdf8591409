import type { IvrMenu } from '../../../core/ivr/ivr-menu';

/**
 * A node and every node reachable from it through keys that lead to nodes, the node first, then
 * breadth first in key order. Keys that loop back (to the node or an ancestor) are followed once only,
 * and keys to nodes the menu no longer has are skipped.
 */
export function subTreeOf(menu: IvrMenu, nodeId: string): string[] {
  const nodeIds = new Set(menu.nodes.map((node) => node.id));
  if (!nodeIds.has(nodeId)) return [];
  const reached = new Set([nodeId]);
  const queue = [nodeId];
  for (let index = 0; index < queue.length; index += 1) {
    const from = queue[index];
    for (const key of menu.keys) {
      if (key.nodeId !== from || key.action.kind !== 'node') continue;
      const next = key.action.nextNodeId;
      if (reached.has(next) || !nodeIds.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  return queue;
}
