import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrPathTestsSchema } from '@/core/api/ivr-designer-path-tests';
import { apiClient } from '@/lib/api-client';
import { ivrDesignerKeys } from './ivr-designer-keys';

/** The test cases saved with the tree, and the longest wait for an agent its supervisors accept. */
export function getPathTests(treeId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/path-tests`, ivrPathTestsSchema, { signal });
}

export const pathTestsQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: ivrDesignerKeys.pathTests(treeId),
    queryFn: ({ signal }) => getPathTests(treeId, signal),
  });

export function usePathTests(treeId: string) {
  return useQuery(pathTestsQueryOptions(treeId));
}
