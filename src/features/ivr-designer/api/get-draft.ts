import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrDraftSchema } from '@/core/api/ivr-designer-drafts';
import { apiClient } from '@/lib/api-client';
import { ivrDesignerKeys } from './ivr-designer-keys';

/** The tree's draft (the BFF makes one from the live tree when there is none). */
export function getDraft(treeId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/draft`, ivrDraftSchema, { signal });
}

export const draftQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: ivrDesignerKeys.draft(treeId),
    queryFn: ({ signal }) => getDraft(treeId, signal),
    // The editor copies the draft once; refetching behind its back would only confuse it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useDraft(treeId: string) {
  return useQuery(draftQueryOptions(treeId));
}
