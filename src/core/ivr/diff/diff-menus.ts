import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';
import { changedKeyFields, changedNodeFields, type MenuKeyField, type MenuNodeField } from '../menu-equality';

export type NodeChange = { before: MenuNode; after: MenuNode; fields: MenuNodeField[] };
export type KeyChange = { before: MenuKey; after: MenuKey; fields: MenuKeyField[] };

/** What changed from one menu to another, matched by id (for the publish dialog, versions, the canvas). */
export type MenuDiff = {
  nodes: { added: MenuNode[]; changed: NodeChange[]; removed: MenuNode[] };
  keys: { added: MenuKey[]; changed: KeyChange[]; removed: MenuKey[] };
  /** Null when both menus have the same root. */
  root: { before: string | null; after: string | null } | null;
};

export function diffMenus(before: IvrMenu, after: IvrMenu): MenuDiff {
  return {
    nodes: diffById(before.nodes, after.nodes, changedNodeFields),
    keys: diffById(before.keys, after.keys, changedKeyFields),
    root:
      before.rootNodeId === after.rootNodeId ? null : { before: before.rootNodeId, after: after.rootNodeId },
  };
}

export const isEmptyDiff = (diff: MenuDiff): boolean =>
  diff.root === null &&
  [diff.nodes, diff.keys].every(
    (part) => part.added.length + part.changed.length + part.removed.length === 0,
  );

/** Ids of the nodes a diff touches, with how; a key's change marks its node (before and after) as changed. */
export function nodeHighlights(diff: MenuDiff): Map<string, 'added' | 'changed' | 'removed'> {
  const marks = new Map<string, 'added' | 'changed' | 'removed'>();
  for (const node of diff.nodes.added) marks.set(node.id, 'added');
  for (const node of diff.nodes.removed) marks.set(node.id, 'removed');
  for (const change of diff.nodes.changed) marks.set(change.after.id, 'changed');
  const touch = (nodeId: string) => {
    if (!marks.has(nodeId)) marks.set(nodeId, 'changed');
  };
  for (const key of [...diff.keys.added, ...diff.keys.removed]) touch(key.nodeId);
  for (const change of diff.keys.changed) {
    touch(change.before.nodeId);
    touch(change.after.nodeId);
  }
  return marks;
}

function diffById<T extends { id: string }, F>(
  before: readonly T[],
  after: readonly T[],
  changedFields: (a: T, b: T) => F[],
): { added: T[]; changed: { before: T; after: T; fields: F[] }[]; removed: T[] } {
  const beforeById = new Map(before.map((item) => [item.id, item]));
  const afterIds = new Set(after.map((item) => item.id));
  const added: T[] = [];
  const changed: { before: T; after: T; fields: F[] }[] = [];
  for (const item of after) {
    const previous = beforeById.get(item.id);
    if (!previous) {
      added.push(item);
      continue;
    }
    const fields = changedFields(previous, item);
    if (fields.length > 0) changed.push({ before: previous, after: item, fields });
  }
  return { added, changed, removed: before.filter((item) => !afterIds.has(item.id)) };
}
