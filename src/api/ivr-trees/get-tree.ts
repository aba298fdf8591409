import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrTreeSchema } from '@/core/api/ivr-tree-record';
import { apiClient } from '@/lib/api-client';
import { ivrTreeKeys } from './ivr-tree-keys';
import { treePath } from './tree-path';

/** One tree's name and root, without its menu (the pages that only need to name the tree). */
export function getTree(treeId: string, signal?: AbortSignal) {
  return apiClient.get(treePath(treeId), ivrTreeSchema, { signal });
}

export const treeQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: ivrTreeKeys.tree(treeId),
    queryFn: ({ signal }) => getTree(treeId, signal),
  });

export function useTree(treeId: string) {
  return useQuery(treeQueryOptions(treeId));
}
