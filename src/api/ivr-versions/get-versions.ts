import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrVersionListSchema } from '@/core/api/ivr-designer-versions';
import { apiClient } from '@/lib/api-client';
import { versionKeys } from './version-keys';

/** Every version published of a tree, newest first. */
export function getVersions(treeId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/versions`, ivrVersionListSchema, { signal });
}

export const versionsQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: versionKeys.list(treeId),
    queryFn: ({ signal }) => getVersions(treeId, signal),
  });

export function useVersions(treeId: string) {
  return useQuery(versionsQueryOptions(treeId));
}
