import type * as Y from 'yjs';
import { TARGET_CARD_PREFIX } from './draft-doc-shape';

/** Translates between draft ids (the document's keys) and the ids the rest of the console sees. */
export type IdTranslation = {
  /** The id a menu shows for a draft id: the service's once published, else the draft id. */
  visible: (draftId: string) => string;
  /** The draft id behind an id a menu shows (itself when never published from this draft). */
  draft: (visibleId: string) => string;
};

export function idTranslation(serviceIds: Y.Map<string>): IdTranslation {
  if (serviceIds.size === 0) return { visible: (id) => id, draft: (id) => id };
  const toDraft = new Map<string, string>();
  serviceIds.forEach((serviceId, draftId) => toDraft.set(serviceId, draftId));
  return {
    visible: (id) => serviceIds.get(id) ?? id,
    draft: (id) => toDraft.get(id) ?? id,
  };
}

/** A card id (a node's id, or `key:<keyId>`) translated with `translate`. */
export function translateCardId(cardId: string, translate: (id: string) => string): string {
  return cardId.startsWith(TARGET_CARD_PREFIX)
    ? `${TARGET_CARD_PREFIX}${translate(cardId.slice(TARGET_CARD_PREFIX.length))}`
    : translate(cardId);
}
