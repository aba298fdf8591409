import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrPathTestsSchema } from '@/core/api/ivr-designer-path-tests';
import { apiClient } from '@/lib/api-client';
import { pathTestKeys } from './path-test-keys';

/** The test cases saved with the tree, and the longest wait for an agent its supervisors accept. */
export function getPathTests(treeId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/path-tests`, ivrPathTestsSchema, { signal });
}

export const pathTestsQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: pathTestKeys.pathTests(treeId),
    queryFn: ({ signal }) => getPathTests(treeId, signal),
  });

export function usePathTests(treeId: string) {
  return useQuery(pathTestsQueryOptions(treeId));
}

/** The saved tests and time limit, read fresh when the publish dialog opens: the run must use what is saved now. */
export function usePathTestsToRun(treeId: string) {
  return useQuery({ ...pathTestsQueryOptions(treeId), staleTime: 0 });
}
