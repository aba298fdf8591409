import { IVR_KEYS } from '@/core/api/ivr-keypresses';
import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';
import type { Positions } from '../flow/flow-types';

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The element an arrow key moves to from a selected node or key: right follows the node's first key in
 * keypad order (never the order keys happen to be stored in), left goes
 * back to a node leading here, up and down go to the nearest card above or below in the same column.
 */
export function neighbourOf(
  menu: IvrMenu,
  positions: Positions,
  id: string,
  direction: Direction,
): string | null {
  const key = menu.keys.find((candidate) => candidate.id === id);
  if (direction === 'right') {
    if (key) return key.action.kind === 'node' ? key.action.nextNodeId : null;
    return firstKeyOf(menu, id)?.id ?? null;
  }
  if (direction === 'left') {
    if (key) return key.nodeId;
    return (
      menu.keys.find((candidate) => candidate.action.kind === 'node' && candidate.action.nextNodeId === id)
        ?.nodeId ?? null
    );
  }
  const from = positions[id];
  if (!from || key) return null;
  let best: { id: string; distance: number } | null = null;
  for (const node of menu.nodes) {
    const at = positions[node.id];
    if (!at || node.id === id || Math.abs(at.x - from.x) > 150) continue;
    const distance = direction === 'down' ? at.y - from.y : from.y - at.y;
    if (distance > 0 && (!best || distance < best.distance)) best = { id: node.id, distance };
  }
  return best?.id ?? null;
}

function firstKeyOf(menu: IvrMenu, nodeId: string): MenuKey | undefined {
  const order = (key: MenuKey) => IVR_KEYS.indexOf(key.key);
  return menu.keys
    .filter((candidate) => candidate.nodeId === nodeId)
    .reduce<MenuKey | undefined>(
      (first, key) => (!first || order(key) < order(first) ? key : first),
      undefined,
    );
}
