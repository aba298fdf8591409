import type { KeypressAction } from '@/core/api/ivr-keypresses';
import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';
import type { IvrFlowNode, KeyFlowEdge, Positions } from './flow-types';

/** The action a key has once its edge ends on `target` (another prompt, or the key's own card). */
function actionOfTarget(key: MenuKey, target: IvrFlowNode | undefined): KeypressAction {
  if (!target) return key.action;
  if (target.type === 'prompt') return { kind: 'node', nextNodeId: target.id };
  return target.data.action;
}

/**
 * The menu and positions a canvas shows: the inverse of toFlow. An edge's source and target decide its
 * key's node and action, so reconnecting an edge on the canvas changes the key.
 */
export function fromFlow(nodes: readonly IvrFlowNode[], edges: readonly KeyFlowEdge[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const positions: Positions = {};
  for (const node of nodes) positions[node.id] = { x: node.position.x, y: node.position.y };
  let rootNodeId: string | null = null;
  const menuNodes = nodes.flatMap((node) => {
    if (node.type !== 'prompt') return [];
    if (node.data.isRoot) rootNodeId = node.id;
    return [node.data.node];
  });
  const keys = edges.flatMap((edge): MenuKey[] => {
    if (!edge.data) return [];
    const { key } = edge.data;
    return [{ ...key, nodeId: edge.source, action: actionOfTarget(key, byId.get(edge.target)) }];
  });
  const menu: IvrMenu = { rootNodeId, nodes: menuNodes, keys };
  return { menu, positions };
}
