import { ivrTreeKeys } from '../ivr-trees/ivr-tree-keys';

/** Keys of a tree's published versions (GET /api/ivr/trees/:treeId/versions[/:number]), under the trees' root. */
export const versionKeys = {
  lists: () => [...ivrTreeKeys.all, 'versions'] as const,
  list: (treeId: string) => [...versionKeys.lists(), treeId] as const,
  detail: (treeId: string, number: number) => [...versionKeys.list(treeId), number] as const,
};
