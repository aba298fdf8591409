import { ivrTreeKeys } from '../ivr-trees/ivr-tree-keys';

/** The key of the path tests saved with a tree (GET /api/ivr/trees/:treeId/path-tests), under the trees' root. */
export const pathTestKeys = {
  pathTests: (treeId: string) => [...ivrTreeKeys.all, 'path-tests', treeId] as const,
};
