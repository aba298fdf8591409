import * as Y from 'yjs';
import { DRAFT_MAP_NAMES, META_ROOT, TARGET_CARD_PREFIX } from '@/core/ivr/draft-doc/draft-doc-shape';
import { isNodeField, keyFieldValueOk, nodeFieldValueOk, positionOk } from './draft-value-rules';

/** Where a struct sits: an entry of a root map, or a field of a node's or key's map. */
type Placement =
  | { level: 'entry'; map: string; key: string; isMap: boolean }
  | { level: 'field'; map: 'nodes' | 'keys'; entry: string; field: string }
  /** Beside or inside content already garbage-collected (an edit of a node someone deleted): Yjs drops it. */
  | { level: 'inert' };

class Refused extends Error {}
const GONE = Symbol('garbage-collected');
const refuse = (reason: string): never => {
  throw new Refused(reason);
};

/**
 * Why an editor's update may not touch the draft, or null when it may. Checked struct by struct before
 * anything is applied: only the five root maps; node and key entries are maps keyed by a draft id of this
 * tree; their fields are the menu's fields with values of the right kind; positions are finite {x, y};
 * meta only says which node is the root; the service ids and the base are the console's own. No text,
 * XML, binary or subdocument content, no nested map deeper than a node's or key's.
 */
export function refusalOf(doc: Y.Doc, update: Uint8Array, isDraftId: (id: string) => boolean): string | null {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return 'Not a Yjs update.';
  }
  try {
    new UpdateCheck(doc, decoded.structs, isDraftId).run(decoded.ds);
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.message;
    return 'The update could not be read.';
  }
}

class UpdateCheck {
  private readonly own = new Map<number, Y.Item[]>();
  private readonly placements = new Map<Y.Item, Placement>();

  constructor(
    private readonly doc: Y.Doc,
    private readonly structs: (Y.Item | Y.GC | Y.Skip)[],
    private readonly isDraftId: (id: string) => boolean,
  ) {
    for (const struct of structs) {
      if (!(struct instanceof Y.Item)) continue;
      const list = this.own.get(struct.id.client) ?? [];
      list.push(struct);
      this.own.set(struct.id.client, list);
    }
  }

  run(ds: ReturnType<typeof Y.decodeUpdate>['ds']): void {
    for (const struct of this.structs) if (struct instanceof Y.Item) this.checkItem(struct);
    ds.clients.forEach((ranges, client) => {
      for (const range of ranges) this.checkDeletion(client, range.clock, range.len);
    });
  }

  private checkItem(item: Y.Item): void {
    const placement = this.placementOf(item);
    const content = item.content;
    if (content instanceof Y.ContentDeleted) return this.checkPlace(placement, item, undefined);
    if (content instanceof Y.ContentType) {
      if (!(content.type instanceof Y.Map)) refuse('Only maps may be nested in a draft.');
      if (placement.level === 'field' || (placement.level === 'entry' && !placement.isMap))
        refuse('A map may only be a node or key entry.');
      return this.checkPlace(placement, item, undefined);
    }
    if (!(content instanceof Y.ContentAny)) refuse('Only plain values may be written to a draft.');
    const values = (content as Y.ContentAny).arr;
    if (values.length !== 1) refuse('A map entry holds one value.');
    this.checkPlace(placement, item, values[0]);
  }

  private checkPlace(placement: Placement, item: Y.Item, value: unknown): void {
    const deleted = item.content instanceof Y.ContentDeleted;
    if (placement.level === 'inert') return;
    if (placement.level === 'field') {
      if (placement.map === 'nodes') {
        if (!isNodeField(placement.field)) refuse(`A node has no field ${placement.field}.`);
        if (!deleted && !nodeFieldValueOk(placement.field as never, value))
          refuse(`Not a valid value for a node's ${placement.field}.`);
      } else if (!deleted && !keyFieldValueOk(placement.field, value, this.isDraftId)) {
        refuse(`Not a valid key ${placement.field}.`);
      }
      return;
    }
    const { map, key } = placement;
    if (map === 'serviceIds') refuse('Service ids are recorded by the console only.');
    if (map === 'meta') {
      if (key !== META_ROOT) refuse(`Only ${META_ROOT} may be set in the draft's meta.`);
      if (!deleted && value !== null && !(typeof value === 'string' && this.isDraftId(value)))
        refuse('The root must be a node of this tree.');
      return;
    }
    if (map === 'positions') {
      const cardId = key.startsWith(TARGET_CARD_PREFIX) ? key.slice(TARGET_CARD_PREFIX.length) : key;
      if (!this.isDraftId(cardId)) refuse('A position must name a card of this tree.');
      if (!deleted && !positionOk(value)) refuse('A position is a pair of finite numbers {x, y}.');
      return;
    }
    // nodes or keys: an entry keyed by a draft id, holding a map.
    if (!this.isDraftId(key)) refuse(`${key.slice(0, 64)} is neither a new id nor an id of this tree.`);
    if (!deleted && !placement.isMap) refuse('A node or key entry must be a map.');
  }

  /** Deleting content is an edit too; the service ids and the base stay the console's. */
  private checkDeletion(client: number, clock: number, len: number): void {
    const structs = this.doc.store.clients.get(client);
    if (!structs) return;
    let index: number;
    try {
      index = Y.findIndexSS(structs, clock);
    } catch {
      return;
    }
    for (; index < structs.length && structs[index]!.id.clock < clock + len; index++) {
      const struct = structs[index]!;
      if (!(struct instanceof Y.Item) || struct.deleted) continue;
      const placement = this.placementOf(struct);
      if (placement.level === 'entry' && placement.map === 'serviceIds')
        refuse('Service ids are recorded by the console only.');
      if (placement.level === 'entry' && placement.map === 'meta' && placement.key !== META_ROOT)
        refuse(`Only ${META_ROOT} may be changed in the draft's meta.`);
    }
  }

  private placementOf(item: Y.Item): Placement {
    const known = this.placements.get(item);
    if (known) return known;
    const placement = this.place(item);
    this.placements.set(item, placement);
    return placement;
  }

  private place(item: Y.Item): Placement {
    const parent: unknown = item.parent;
    const isMap = item.content instanceof Y.ContentType;
    if (typeof parent === 'string' || parent instanceof Y.AbstractType) {
      const map = typeof parent === 'string' ? parent : this.rootNameOf(parent);
      if (map !== null) {
        if (!(DRAFT_MAP_NAMES as readonly string[]).includes(map)) refuse(`A draft has no map ${map}.`);
        if (typeof item.parentSub !== 'string') refuse('Draft maps hold keyed entries only.');
        return { level: 'entry', map, key: item.parentSub!, isMap };
      }
      return this.fieldOf((parent as Y.AbstractType<unknown>)._item!, item.parentSub);
    }
    if (parent instanceof Y.ID) return this.fieldOf(this.itemAt(parent), item.parentSub);
    // Written next to an existing entry of the same key: it belongs where that one is.
    const neighbour = item.origin ?? item.rightOrigin;
    if (!neighbour) return refuse('An entry with no place.');
    const next = this.itemAt(neighbour);
    if (next === GONE) return { level: 'inert' };
    const beside = this.placementOf(next);
    return beside.level === 'entry' ? { ...beside, isMap } : beside;
  }

  private fieldOf(owner: Y.Item | typeof GONE, field: string | null): Placement {
    if (owner === GONE || owner.content instanceof Y.ContentDeleted) return { level: 'inert' };
    const entry = this.placementOf(owner);
    if (entry.level === 'inert') return entry;
    if (entry.level !== 'entry' || !entry.isMap || (entry.map !== 'nodes' && entry.map !== 'keys'))
      return refuse('Fields belong to a node or a key only.');
    if (typeof field !== 'string') return refuse('Node and key fields are keyed entries.');
    return { level: 'field', map: entry.map, entry: entry.key, field };
  }

  private rootNameOf(type: Y.AbstractType<unknown>): string | null {
    return type._item === null ? Y.findRootTypeKey(type) : null;
  }

  /** The item holding `id`: in this update, or already in the document (GONE: garbage-collected there). */
  private itemAt(id: Y.ID): Y.Item | typeof GONE {
    const own = ownItemAt(this.own.get(id.client), id.clock);
    if (own) return own;
    const structs = this.doc.store.clients.get(id.client);
    if (structs) {
      try {
        const struct = structs[Y.findIndexSS(structs, id.clock)];
        if (struct instanceof Y.Item) return struct;
        if (struct instanceof Y.GC) return GONE;
      } catch {
        // not in the document: refused below
      }
    }
    return refuse('The update builds on content the draft does not have.');
  }
}

/**
 * The update's own item of one client covering `clock`, by binary search: an update lists a client's
 * structs in clock order, and a large paste (thousands of nodes) makes a linear scan per lookup quadratic.
 */
function ownItemAt(items: readonly Y.Item[] | undefined, clock: number): Y.Item | null {
  if (!items) return null;
  let low = 0;
  let high = items.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const item = items[middle]!;
    if (clock < item.id.clock) high = middle - 1;
    else if (clock >= item.id.clock + item.length) low = middle + 1;
    else return item;
  }
  return null;
}
