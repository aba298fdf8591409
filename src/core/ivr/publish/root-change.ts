import type { IvrMenu } from '../ivr-menu';

/**
 * How a publish reaches the draft's root. The service has no "set root" call: the first node created in
 * a tree without a root becomes its root, and deleting the root leaves the tree without one. So a draft
 * can keep the live root, give a root to a tree that has none by creating it first, or replace the live
 * root by deleting it before anything is created and then creating the new root first. A draft that
 * makes an existing node the root, or adds a new root while the old one stays, cannot be published.
 */
export type RootChange =
  | { kind: 'possible'; deleteFirst: string | null; createFirst: string | null }
  | { kind: 'unsupported'; draftRootId: string };

export function rootChangeOf(live: IvrMenu, draft: IvrMenu): RootChange {
  const liveRoot = live.rootNodeId;
  const draftRoot = draft.rootNodeId;
  if (draftRoot === liveRoot || draftRoot === null) {
    return { kind: 'possible', deleteFirst: null, createFirst: null };
  }
  const liveIds = new Set(live.nodes.map((node) => node.id));
  const draftKeepsLiveRoot = liveRoot !== null && draft.nodes.some((node) => node.id === liveRoot);
  if (liveIds.has(draftRoot) || draftKeepsLiveRoot) return { kind: 'unsupported', draftRootId: draftRoot };
  const deleteFirst = liveRoot !== null && liveIds.has(liveRoot) ? liveRoot : null;
  return { kind: 'possible', deleteFirst, createFirst: draftRoot };
}
