import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrGraphSchema } from '@/core/api/ivr-graph';
import { apiClient } from '@/lib/api-client';
import { ivrTreeKeys } from './ivr-tree-keys';

/** The live menu of a tree: what callers hear now (tree, nodes and keys). */
export function getTreeGraph(treeId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/graph`, ivrGraphSchema, {
    query: { source: 'service' },
    signal,
  });
}

export const treeGraphQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: ivrTreeKeys.graph(treeId),
    queryFn: ({ signal }) => getTreeGraph(treeId, signal),
  });

export function useTreeGraph(treeId: string) {
  return useQuery(treeGraphQueryOptions(treeId));
}
