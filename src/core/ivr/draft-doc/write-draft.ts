import * as Y from 'yjs';
import type { KeypressAction } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';
import { actionsEqual, MENU_NODE_FIELDS } from '../menu-equality';
import { draftMaps, META_BASE, META_ROOT, type CardPositions, type DraftMaps } from './draft-doc-shape';
import { idTranslation, translateCardId, type IdTranslation } from './draft-ids';

/** A menu with its card positions: what an editor writes into the draft. */
export type DraftContent = { menu: IvrMenu; positions: CardPositions };

/**
 * Makes the document hold `next`, writing only what differs (one entry per changed field), in one
 * transaction with `origin` (an editor's undo manager tracks its own origin). An editor computes `next`
 * from the snapshot it shows, so an edit touches only what the person changed and merges with
 * whatever others changed meanwhile.
 */
export function writeDraft(doc: Y.Doc, next: DraftContent, origin: unknown): void {
  doc.transact(() => {
    const maps = draftMaps(doc);
    const ids = idTranslation(maps.serviceIds);
    writeNodes(maps, next.menu.nodes, ids);
    writeKeys(maps, next.menu.keys, ids);
    const root = next.menu.rootNodeId === null ? null : ids.draft(next.menu.rootNodeId);
    if ((maps.meta.get(META_ROOT) ?? null) !== root) maps.meta.set(META_ROOT, root);
    writePositions(maps, next.positions, ids);
  }, origin);
}

/** Card positions alone (a layout, a drag): the menu is left as it is, unread and unwritten. */
export function writeDraftPositions(doc: Y.Doc, positions: CardPositions, origin: unknown): void {
  doc.transact(() => {
    const maps = draftMaps(doc);
    writePositions(maps, positions, idTranslation(maps.serviceIds));
  }, origin);
}

/**
 * Some cards' positions, leaving every other card's as it is: a big layout is written a part at a time, then
 * `keepOnlyDraftPositions` drops the places of cards the layout no longer has.
 */
export function writeSomeDraftPositions(doc: Y.Doc, positions: CardPositions, origin: unknown): void {
  doc.transact(() => {
    const maps = draftMaps(doc);
    setPositions(maps, positions, idTranslation(maps.serviceIds));
  }, origin);
}

/** Drops the places of every card but these (ids as the menu shows them). */
export function keepOnlyDraftPositions(doc: Y.Doc, cardIds: Iterable<string>, origin: unknown): void {
  doc.transact(() => {
    const maps = draftMaps(doc);
    const ids = idTranslation(maps.serviceIds);
    dropPositionsExcept(maps, new Set([...cardIds].map((cardId) => translateCardId(cardId, ids.draft))));
  }, origin);
}

function writeNodes(maps: DraftMaps, nodes: readonly MenuNode[], ids: IdTranslation): void {
  const kept = new Set<string>();
  for (const node of nodes) {
    const draftId = ids.draft(node.id);
    kept.add(draftId);
    const entry = maps.nodes.get(draftId);
    if (!entry) {
      const created = new Y.Map<unknown>();
      for (const field of MENU_NODE_FIELDS) created.set(field, node[field]);
      maps.nodes.set(draftId, created);
      continue;
    }
    for (const field of MENU_NODE_FIELDS) if (entry.get(field) !== node[field]) entry.set(field, node[field]);
  }
  for (const draftId of [...maps.nodes.keys()]) if (!kept.has(draftId)) maps.nodes.delete(draftId);
}

function draftAction(action: KeypressAction, ids: IdTranslation): KeypressAction {
  return action.kind === 'node' ? { kind: 'node', nextNodeId: ids.draft(action.nextNodeId) } : action;
}

function writeKeys(maps: DraftMaps, keys: readonly MenuKey[], ids: IdTranslation): void {
  const kept = new Set<string>();
  for (const key of keys) {
    const draftId = ids.draft(key.id);
    kept.add(draftId);
    const fields = { nodeId: ids.draft(key.nodeId), key: key.key, action: draftAction(key.action, ids) };
    const entry = maps.keys.get(draftId);
    if (!entry) {
      const created = new Y.Map<unknown>();
      for (const [field, value] of Object.entries(fields)) created.set(field, value);
      maps.keys.set(draftId, created);
      continue;
    }
    if (entry.get('nodeId') !== fields.nodeId) entry.set('nodeId', fields.nodeId);
    if (entry.get('key') !== fields.key) entry.set('key', fields.key);
    if (!actionsEqual(entry.get('action') as KeypressAction, fields.action))
      entry.set('action', fields.action);
  }
  for (const draftId of [...maps.keys.keys()]) if (!kept.has(draftId)) maps.keys.delete(draftId);
}

/** Sets the positions that differ; returns the draft's ids of the cards given. */
function setPositions(maps: DraftMaps, positions: CardPositions, ids: IdTranslation): Set<string> {
  const given = new Set<string>();
  for (const [cardId, xy] of Object.entries(positions)) {
    const draftCard = translateCardId(cardId, ids.draft);
    given.add(draftCard);
    const current = maps.positions.get(draftCard);
    if (!current || current.x !== xy.x || current.y !== xy.y)
      maps.positions.set(draftCard, { x: xy.x, y: xy.y });
  }
  return given;
}

function writePositions(maps: DraftMaps, positions: CardPositions, ids: IdTranslation): void {
  const kept = setPositions(maps, positions, ids);
  dropPositionsExcept(maps, kept);
}

function dropPositionsExcept(maps: DraftMaps, kept: ReadonlySet<string>): void {
  for (const cardId of [...maps.positions.keys()]) if (!kept.has(cardId)) maps.positions.delete(cardId);
}

/** The live menu the draft now follows (after it was opened, published or merged). */
export function writeBase(doc: Y.Doc, base: IvrMenu, origin: unknown): void {
  doc.transact(() => draftMaps(doc).meta.set(META_BASE, base), origin);
}

/** After a publish: the service's ids for the draft's `new-…` ids (nodes and keys). */
export function recordServiceIds(doc: Y.Doc, created: ReadonlyMap<string, string>, origin: unknown): void {
  doc.transact(() => {
    const maps = draftMaps(doc);
    const ids = idTranslation(maps.serviceIds);
    for (const [visibleId, serviceId] of created) maps.serviceIds.set(ids.draft(visibleId), serviceId);
  }, origin);
}

/** Deletes one key by the id a menu shows (a clash the menu leaves out cannot go through `writeDraft`). */
export function deleteDraftKey(doc: Y.Doc, keyId: string, origin: unknown): void {
  doc.transact(() => {
    const maps = draftMaps(doc);
    maps.keys.delete(idTranslation(maps.serviceIds).draft(keyId));
  }, origin);
}
