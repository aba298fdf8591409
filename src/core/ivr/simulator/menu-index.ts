import type { IvrKey } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';

type MenuIndex = { nodes: Map<string, MenuNode>; entries: Map<string, MenuKey> };

/**
 * Lookups per menu, built once: a call takes many steps, and path tests run many calls on one menu.
 * Menus are treated as immutable (edits make new objects), so a cached index never goes stale.
 */
const indexes = new WeakMap<IvrMenu, MenuIndex>();

function indexOf(menu: IvrMenu): MenuIndex {
  let index = indexes.get(menu);
  if (!index) {
    const entries = new Map<string, MenuKey>();
    // The first entry wins, as a caller would meet it (a menu with duplicates has a validation error).
    for (const entry of menu.keys) {
      const slot = `${entry.nodeId}\u0000${entry.key}`;
      if (!entries.has(slot)) entries.set(slot, entry);
    }
    index = { nodes: new Map(menu.nodes.map((node) => [node.id, node])), entries };
    indexes.set(menu, index);
  }
  return index;
}

export const nodeOf = (menu: IvrMenu, id: string): MenuNode | undefined => indexOf(menu).nodes.get(id);
export const entryOf = (menu: IvrMenu, nodeId: string, key: IvrKey): MenuKey | undefined =>
  indexOf(menu).entries.get(`${nodeId}\u0000${key}`);
