import type * as Y from 'yjs';
import type { IvrKey, KeypressAction } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';
import { MENU_NODE_FIELDS } from '../menu-equality';
import {
  draftMaps,
  EMPTY_MENU,
  META_BASE,
  META_ROOT,
  type CardPositions,
  type DraftMaps,
} from './draft-doc-shape';
import { idTranslation, translateCardId, type IdTranslation } from './draft-ids';

/** What every editor sees of a draft document at one moment. */
export type DraftSnapshot = {
  menu: IvrMenu;
  positions: CardPositions;
  /** The live menu the draft last synced from (service ids). */
  base: IvrMenu;
  /**
   * Keys given a value another key of the same node already has (by concurrent edits, or by hand):
   * kept in `menu` too, never lost, where validation flags the duplicate until someone settles it.
   */
  clashes: MenuKey[];
};

function readNode(draftId: string, entry: Y.Map<unknown>, ids: IdTranslation): MenuNode {
  const node: Record<string, unknown> = { id: ids.visible(draftId) };
  for (const field of MENU_NODE_FIELDS) node[field] = entry.get(field);
  return node as MenuNode;
}

function readKey(draftId: string, entry: Y.Map<unknown>, ids: IdTranslation): MenuKey {
  const action = entry.get('action') as KeypressAction;
  return {
    id: ids.visible(draftId),
    nodeId: ids.visible(entry.get('nodeId') as string),
    key: entry.get('key') as IvrKey,
    action: action.kind === 'node' ? { kind: 'node', nextNodeId: ids.visible(action.nextNodeId) } : action,
  };
}

/**
 * The menu a draft document holds. Structurally sound whatever concurrent edits did: a key whose own
 * node is gone is dropped, a key whose next node is gone is kept (validation flags it), and keys sharing
 * a value on one node are all kept (validation flags them); all but the smallest draft id are clashes.
 */
export function readDraft(doc: Y.Doc): DraftSnapshot {
  const maps = draftMaps(doc);
  const ids = idTranslation(maps.serviceIds);
  const nodes: MenuNode[] = [];
  maps.nodes.forEach((entry, draftId) => nodes.push(readNode(draftId, entry, ids)));
  const { keys, clashes } = readKeys(maps, ids);
  const root = maps.meta.get(META_ROOT);
  const rootNodeId = typeof root === 'string' && maps.nodes.has(root) ? ids.visible(root) : null;
  return {
    menu: { rootNodeId, nodes: sortById(nodes), keys },
    positions: readPositions(maps, ids),
    base: (maps.meta.get(META_BASE) as IvrMenu | undefined) ?? EMPTY_MENU,
    clashes,
  };
}

function readKeys(maps: DraftMaps, ids: IdTranslation): { keys: MenuKey[]; clashes: MenuKey[] } {
  const draftIds = [...maps.keys.keys()].sort();
  const taken = new Set<string>();
  const keys: MenuKey[] = [];
  const clashes: MenuKey[] = [];
  for (const draftId of draftIds) {
    const entry = maps.keys.get(draftId)!;
    if (!maps.nodes.has(entry.get('nodeId') as string)) continue;
    const key = readKey(draftId, entry, ids);
    const slot = `${key.nodeId}\u0000${key.key}`;
    if (taken.has(slot)) clashes.push(key);
    taken.add(slot);
    keys.push(key);
  }
  return { keys, clashes };
}

function readPositions(maps: DraftMaps, ids: IdTranslation): CardPositions {
  const positions: CardPositions = {};
  maps.positions.forEach((xy, cardId) => {
    positions[translateCardId(cardId, ids.visible)] = xy;
  });
  return positions;
}

/** Document order depends on who wrote first; a sorted menu reads the same on every replica. */
const sortById = <T extends { id: string }>(items: T[]): T[] =>
  items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The card positions a draft document holds, by the ids editors see. */
export function readDraftPositions(doc: Y.Doc): CardPositions {
  const maps = draftMaps(doc);
  return readPositions(maps, idTranslation(maps.serviceIds));
}

/**
 * Whether a transaction changed card positions and nothing else: the menu read before it still holds, and
 * whatever was computed from it (problems, labels, the cards' contents) need not be computed again.
 */
export function changedOnlyPositions(doc: Y.Doc, transaction: Y.Transaction): boolean {
  const { positions } = draftMaps(doc);
  if (transaction.changed.size === 0) return false;
  for (const type of transaction.changed.keys()) if (type !== (positions as unknown)) return false;
  return true;
}
