import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrVersionSchema } from '@/core/api/ivr-designer-versions';
import { apiClient } from '@/lib/api-client';
import { versionKeys } from './version-keys';

/** One version with its menu as published; a version never changes, so it is kept once read. */
export function getVersion(treeId: string, number: number, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/versions/${number}`, ivrVersionSchema, {
    signal,
  });
}

export const versionQueryOptions = (treeId: string, number: number) =>
  queryOptions({
    queryKey: versionKeys.detail(treeId, number),
    queryFn: ({ signal }) => getVersion(treeId, number, signal),
    staleTime: Infinity,
  });

export function useVersion(treeId: string, number: number | null) {
  return useQuery({ ...versionQueryOptions(treeId, number ?? 0), enabled: number !== null });
}
