import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';
import { actionsEqual, MENU_NODE_FIELDS, type MenuKeyField, type MenuNodeField } from '../menu-equality';

/**
 * A change made on both sides to one thing: the live tree (theirs, changed outside the console) and
 * the draft (ours) since the live state the draft last synced from (base). `field` is null when one
 * side deleted the thing and the other changed it.
 */
export type MergeConflict =
  | {
      kind: 'node';
      id: string;
      field: MenuNodeField | null;
      base: MenuNode;
      theirs: MenuNode | null;
      ours: MenuNode | null;
    }
  | {
      kind: 'key';
      id: string;
      field: MenuKeyField | null;
      base: MenuKey;
      theirs: MenuKey | null;
      ours: MenuKey | null;
    }
  | {
      kind: 'root';
      id: 'root';
      field: null;
      base: string | null;
      theirs: string | null;
      ours: string | null;
    };

/** How a person settled each conflict, by `conflictId`: take theirs, or keep mine (the default). */
export type MergeChoices = ReadonlyMap<string, 'mine' | 'theirs'>;

export const conflictId = (conflict: MergeConflict): string =>
  `${conflict.kind}:${conflict.id}:${conflict.field ?? '*'}`;

type Entity = MenuNode | MenuKey;
type Side<T> = { base: T | undefined; theirs: T | undefined; ours: T | undefined };

const keyFieldEqual = (field: MenuKeyField, a: MenuKey, b: MenuKey) =>
  field === 'action' ? actionsEqual(a.action, b.action) : a[field] === b[field];

/**
 * Three-way merge of menus matched by id: what changed on one side only is taken; what changed alike
 * on both is taken once; what changed differently on both is a conflict, settled by `choices`
 * (default: mine). Additions on either side are kept; a deletion wins over an unchanged thing.
 */
export function mergeMenus(
  base: IvrMenu,
  theirs: IvrMenu,
  ours: IvrMenu,
  choices: MergeChoices = new Map(),
): { menu: IvrMenu; conflicts: MergeConflict[] } {
  const conflicts: MergeConflict[] = [];
  const choose = (conflict: MergeConflict) => {
    conflicts.push(conflict);
    return choices.get(conflictId(conflict)) === 'theirs' ? 'theirs' : 'mine';
  };
  const nodes = mergeEntities(base.nodes, theirs.nodes, ours.nodes, (id, side) => {
    const fields = [...MENU_NODE_FIELDS];
    return mergeFields(
      id,
      side,
      fields,
      (field, a, b) => a[field] === b[field],
      (field, from, to) => ({ ...to, [field]: from[field] }),
      'node',
      choose,
    );
  });
  const keys = mergeEntities(base.keys, theirs.keys, ours.keys, (id, side) =>
    mergeFields(
      id,
      side,
      ['nodeId', 'key', 'action'] as MenuKeyField[],
      keyFieldEqual,
      (field, from, to) => ({ ...to, [field]: from[field] }),
      'key',
      choose,
    ),
  );
  let rootNodeId = ours.rootNodeId;
  if (theirs.rootNodeId !== base.rootNodeId && ours.rootNodeId === base.rootNodeId)
    rootNodeId = theirs.rootNodeId;
  else if (theirs.rootNodeId !== base.rootNodeId && ours.rootNodeId !== theirs.rootNodeId) {
    const root = {
      kind: 'root',
      id: 'root',
      field: null,
      base: base.rootNodeId,
      theirs: theirs.rootNodeId,
      ours: ours.rootNodeId,
    } as const;
    if (choose(root) === 'theirs') rootNodeId = theirs.rootNodeId;
  }
  const kept = new Set(nodes.map((node) => node.id));
  return {
    menu: {
      rootNodeId: rootNodeId !== null && kept.has(rootNodeId) ? rootNodeId : null,
      nodes,
      keys: keys.filter((key) => kept.has(key.nodeId)),
    },
    conflicts,
  };
}

function mergeEntities<T extends Entity>(
  base: readonly T[],
  theirs: readonly T[],
  ours: readonly T[],
  merge: (id: string, side: Side<T>) => T | null,
): T[] {
  const byId = (items: readonly T[]) => new Map(items.map((item) => [item.id, item]));
  const [b, t, o] = [byId(base), byId(theirs), byId(ours)];
  const ids = new Set([...o.keys(), ...t.keys(), ...b.keys()]);
  const merged: T[] = [];
  for (const id of ids) {
    const result = merge(id, { base: b.get(id), theirs: t.get(id), ours: o.get(id) });
    if (result) merged.push(result);
  }
  return merged;
}

function mergeFields<T extends Entity, F extends string>(
  id: string,
  { base, theirs, ours }: Side<T>,
  fields: readonly F[],
  equal: (field: F, a: T, b: T) => boolean,
  copy: (field: F, from: T, to: T) => T,
  kind: 'node' | 'key',
  choose: (conflict: MergeConflict) => 'mine' | 'theirs',
): T | null {
  if (!base) return ours ?? theirs ?? null; // added on one side (ids never clash: new- against the service's)
  const changed = (side: T) => fields.some((field) => !equal(field, base, side));
  if (!theirs && !ours) return null;
  if (!theirs || !ours) {
    const survivor = (theirs ?? ours)!;
    if (!changed(survivor)) return null; // deleted on one side, untouched on the other
    const conflict = {
      kind,
      id,
      field: null,
      base,
      theirs: theirs ?? null,
      ours: ours ?? null,
    } as MergeConflict;
    return choose(conflict) === 'theirs' ? (theirs ?? null) : (ours ?? null);
  }
  let result = ours;
  for (const field of fields) {
    const theirsChanged = !equal(field, base, theirs);
    const oursChanged = !equal(field, base, ours);
    if (!theirsChanged || equal(field, theirs, ours)) continue;
    if (!oursChanged) {
      result = copy(field, theirs, result);
      continue;
    }
    const conflict = { kind, id, field, base, theirs, ours } as MergeConflict;
    if (choose(conflict) === 'theirs') result = copy(field, theirs, result);
  }
  return result;
}
