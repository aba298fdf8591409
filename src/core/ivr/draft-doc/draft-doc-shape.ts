import type * as Y from 'yjs';
import type { IvrMenu } from '../ivr-menu';

/**
 * The draft of a tree as a shared document. Nodes and keys are maps keyed by their draft id with one
 * entry per field, so concurrent edits of different fields (or different nodes) all survive and edits
 * of one field converge on one value. References (a key's node, a key's next node, the root, a card's
 * position) name draft ids; `serviceIds` maps a draft id (`new-…`) to the id the service gave it when
 * published, so a published node keeps its entry (and everyone's concurrent edits of it).
 */
export const DRAFT_MAP_NAMES = ['nodes', 'keys', 'positions', 'meta', 'serviceIds'] as const;
export type DraftMapName = (typeof DRAFT_MAP_NAMES)[number];

export type CardXY = { x: number; y: number };
/** Where each card sits, by card id: a node's id, or `key:<keyId>` for a key's target card. */
export type CardPositions = Record<string, CardXY>;

export const TARGET_CARD_PREFIX = 'key:';

/** The meta map's entries. */
export const META_ROOT = 'rootNodeId';
/** The live menu (service ids) the draft last synced from: the base of a three-way merge. */
export const META_BASE = 'base';

export type DraftMaps = {
  nodes: Y.Map<Y.Map<unknown>>;
  keys: Y.Map<Y.Map<unknown>>;
  positions: Y.Map<CardXY>;
  meta: Y.Map<unknown>;
  serviceIds: Y.Map<string>;
};

export function draftMaps(doc: Y.Doc): DraftMaps {
  return {
    nodes: doc.getMap('nodes'),
    keys: doc.getMap('keys'),
    positions: doc.getMap('positions'),
    meta: doc.getMap('meta'),
    serviceIds: doc.getMap('serviceIds'),
  };
}

export const EMPTY_MENU: IvrMenu = { rootNodeId: null, nodes: [], keys: [] };
