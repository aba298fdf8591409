import type { MenuDiff } from './diff-menus';

/** How many things a diff touches: what a person calls "changes" (each node, each key, the root). */
export function changeCount(diff: MenuDiff): number {
  const parts = [diff.nodes, diff.keys];
  return (
    parts.reduce((sum, part) => sum + part.added.length + part.changed.length + part.removed.length, 0) +
    (diff.root ? 1 : 0)
  );
}
