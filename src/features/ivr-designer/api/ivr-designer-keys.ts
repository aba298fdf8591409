import { ivrTreeKeys } from '@/api/ivr-trees/ivr-tree-keys';

/**
 * The designer's own query keys; mutations invalidate through these, never hand-written arrays. What it
 * shares with other pages (trees, groups, queues, greetings, the validation context) has its keys in
 * src/api; the root is the trees', so a settled publish marks the tree list stale with the rest.
 */
export const ivrDesignerKeys = {
  all: ivrTreeKeys.all,
  draft: (treeId: string) => [...ivrDesignerKeys.all, 'draft', treeId] as const,
  layout: (treeId: string) => [...ivrDesignerKeys.all, 'layout', treeId] as const,
  pathTests: (treeId: string) => [...ivrDesignerKeys.all, 'path-tests', treeId] as const,
  presence: (treeId: string) => [...ivrDesignerKeys.all, 'presence', treeId] as const,
};
