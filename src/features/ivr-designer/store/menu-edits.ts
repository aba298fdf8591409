import { EMPTY_KEY, INVALID_KEY, IVR_KEYS } from '@/core/api/ivr-keypresses';
import type { IvrKey, KeypressAction } from '@/core/api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '@/core/ivr/ivr-menu';
import type { Positions, XY } from '../flow/flow-types';
import { targetIdOfKey } from '../flow/flow-types';

/** A menu and where its cards sit: what one undo step restores. */
export interface Snapshot {
  menu: IvrMenu;
  positions: Positions;
}

/** How far right of its node a new key's card goes, and how far apart a node's cards stack. */
const TARGET_OFFSET: XY = { x: 340, y: 110 };

/** Menus count from 1; 0 usually means "operator" or "back", so it comes after 9. */
const KEY_ORDER: readonly IvrKey[] = [
  ...IVR_KEYS.slice(1, 10),
  ...IVR_KEYS.slice(0, 1),
  ...IVR_KEYS.slice(10),
];

/** The first key the node does not handle yet: 1-9, 0, *, #, then timeout and invalid. */
export function firstFreeKey(menu: IvrMenu, nodeId: string): IvrKey {
  const used = new Set(menu.keys.filter((key) => key.nodeId === nodeId).map((key) => key.key));
  return KEY_ORDER.find((key) => !used.has(key)) ?? (used.has(EMPTY_KEY) ? INVALID_KEY : EMPTY_KEY);
}

export function addNode(state: Snapshot, node: MenuNode, position: XY): Snapshot {
  return {
    menu: {
      ...state.menu,
      rootNodeId: state.menu.rootNodeId ?? node.id,
      nodes: [...state.menu.nodes, node],
    },
    positions: { ...state.positions, [node.id]: position },
  };
}

/** Adds a key to a node; a key leaving the menu gets its card beside the node. */
export function connectKey(state: Snapshot, key: MenuKey): Snapshot {
  const menu = { ...state.menu, keys: [...state.menu.keys, key] };
  if (key.action.kind === 'node') return { menu, positions: state.positions };
  const from = state.positions[key.nodeId] ?? { x: 0, y: 0 };
  const siblings = state.menu.keys.filter((other) => other.nodeId === key.nodeId).length;
  const position = { x: from.x + TARGET_OFFSET.x, y: from.y + siblings * TARGET_OFFSET.y };
  return { menu, positions: { ...state.positions, [targetIdOfKey(key.id)]: position } };
}

export function updateNode(
  state: Snapshot,
  nodeId: string,
  changes: Partial<Omit<MenuNode, 'id'>>,
): Snapshot {
  const nodes = state.menu.nodes.map((node) => (node.id === nodeId ? { ...node, ...changes } : node));
  return { ...state, menu: { ...state.menu, nodes } };
}

export function updateKey(
  state: Snapshot,
  keyId: string,
  changes: { key?: IvrKey; action?: KeypressAction },
): Snapshot {
  const before = state.menu.keys.find((key) => key.id === keyId);
  if (!before) return state;
  const after = { ...before, ...changes };
  const keys = state.menu.keys.map((key) => (key.id === keyId ? after : key));
  const positions = { ...state.positions };
  // A key that now leads out of the menu needs a card; one that now leads to a node no longer has one.
  const cardId = targetIdOfKey(keyId);
  if (after.action.kind === 'node') delete positions[cardId];
  else if (!positions[cardId]) {
    const from = state.positions[after.nodeId] ?? { x: 0, y: 0 };
    positions[cardId] = { x: from.x + TARGET_OFFSET.x, y: from.y };
  }
  return { menu: { ...state.menu, keys }, positions };
}

/** Removes the chosen nodes with all their keys, and the chosen keys. */
export function deleteElements(state: Snapshot, ids: ReadonlySet<string>): Snapshot {
  const nodes = state.menu.nodes.filter((node) => !ids.has(node.id));
  const keys = state.menu.keys.filter((key) => !ids.has(key.id) && !ids.has(key.nodeId));
  const keptCards = new Set([...nodes.map((node) => node.id), ...keys.map((key) => targetIdOfKey(key.id))]);
  const positions = Object.fromEntries(Object.entries(state.positions).filter(([id]) => keptCards.has(id)));
  const rootNodeId =
    state.menu.rootNodeId !== null && ids.has(state.menu.rootNodeId) ? null : state.menu.rootNodeId;
  return { menu: { rootNodeId, nodes, keys }, positions };
}

export function moveCards(state: Snapshot, moved: Positions): Snapshot {
  return { ...state, positions: { ...state.positions, ...moved } };
}
