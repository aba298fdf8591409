import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrLayoutSchema } from '@/core/api/ivr-designer-layout';
import { apiClient } from '@/lib/api-client';
import { ivrDesignerKeys } from './ivr-designer-keys';

/** Where the cards of the tree were left. */
export function getLayout(treeId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/layout`, ivrLayoutSchema, { signal });
}

export const layoutQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: ivrDesignerKeys.layout(treeId),
    queryFn: ({ signal }) => getLayout(treeId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useLayout(treeId: string) {
  return useQuery(layoutQueryOptions(treeId));
}
