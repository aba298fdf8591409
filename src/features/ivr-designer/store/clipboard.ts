import type { MenuKey, MenuNode } from '@/core/ivr/ivr-menu';
import type { Positions } from '../flow/flow-types';
import { keyIdOfTarget, targetIdOfKey } from '../flow/flow-types';
import type { Snapshot } from './menu-edits';

/** A copied part of a menu: nodes, every key of those nodes, and where their cards were. */
export interface MenuClipboard {
  nodes: MenuNode[];
  keys: MenuKey[];
  positions: Positions;
}

const PASTE_OFFSET = 60;

export function copyNodes(state: Snapshot, nodeIds: ReadonlySet<string>): MenuClipboard {
  const nodes = state.menu.nodes.filter((node) => nodeIds.has(node.id));
  const keys = state.menu.keys.filter((key) => nodeIds.has(key.nodeId));
  const cardIds = [...nodes.map((node) => node.id), ...keys.map((key) => targetIdOfKey(key.id))];
  const positions: Positions = {};
  for (const id of cardIds) {
    const position = state.positions[id];
    if (position) positions[id] = position;
  }
  return { nodes, keys, positions };
}

/**
 * The clipboard with fresh ids: keys between copied nodes point at the copies; keys to nodes outside the
 * copy still point there. Cards move down-right so the paste does not hide the original.
 */
export function remapClipboard(clipboard: MenuClipboard, makeId: () => string): MenuClipboard {
  const ids = new Map<string, string>();
  for (const node of clipboard.nodes) ids.set(node.id, makeId());
  for (const key of clipboard.keys) ids.set(key.id, makeId());
  const idOf = (id: string) => ids.get(id) ?? id;
  const nodes = clipboard.nodes.map((node) => ({ ...node, id: idOf(node.id) }));
  const keys = clipboard.keys.map((key): MenuKey => ({
    ...key,
    id: idOf(key.id),
    nodeId: idOf(key.nodeId),
    action:
      key.action.kind === 'node' ? { ...key.action, nextNodeId: idOf(key.action.nextNodeId) } : key.action,
  }));
  const positions: Positions = {};
  for (const [cardId, { x, y }] of Object.entries(clipboard.positions)) {
    const keyId = keyIdOfTarget(cardId);
    const newCardId = keyId ? targetIdOfKey(idOf(keyId)) : idOf(cardId);
    positions[newCardId] = { x: x + PASTE_OFFSET, y: y + PASTE_OFFSET };
  }
  return { nodes, keys, positions };
}

/**
 * A name no node has yet: a copy of "Lãi suất" is "Lãi suất (2)", then "(3)"; a copy of "Lãi suất (2)"
 * counts on from "Lãi suất". A node without a name stays without one (validation asks for it).
 */
export function uniqueName(name: string, taken: ReadonlySet<string>): string {
  if (name === '' || !taken.has(name)) return name;
  const base = name.replace(/ \(\d+\)$/, '');
  let count = 2;
  while (taken.has(`${base} (${count})`)) count += 1;
  return `${base} (${count})`;
}

/** The pasted nodes join the menu under names of their own, so the copy and the original can be told apart. */
export function pasteClipboard(state: Snapshot, pasted: MenuClipboard): Snapshot {
  const taken = new Set(state.menu.nodes.map((node) => node.name));
  const nodes = pasted.nodes.map((node) => {
    const name = uniqueName(node.name, taken);
    taken.add(name);
    return name === node.name ? node : { ...node, name };
  });
  return {
    menu: {
      rootNodeId: state.menu.rootNodeId ?? pasted.nodes[0]?.id ?? null,
      nodes: [...state.menu.nodes, ...nodes],
      keys: [...state.menu.keys, ...pasted.keys],
    },
    positions: { ...state.positions, ...pasted.positions },
  };
}
