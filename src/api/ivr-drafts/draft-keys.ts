import { ivrTreeKeys } from '../ivr-trees/ivr-tree-keys';

/** The key of a tree's draft (GET /api/ivr/trees/:treeId/draft), under the trees' root. */
export const draftKeys = {
  draft: (treeId: string) => [...ivrTreeKeys.all, 'draft', treeId] as const,
};
