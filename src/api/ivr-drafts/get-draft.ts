import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrDraftSchema } from '@/core/api/ivr-designer-drafts';
import { apiClient } from '@/lib/api-client';
import { draftKeys } from './draft-keys';

/** The tree's draft and the live menu it started from (the BFF makes one from the live tree when there is none). */
export function getDraft(treeId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/draft`, ivrDraftSchema, { signal });
}

export const draftQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: draftKeys.draft(treeId),
    queryFn: ({ signal }) => getDraft(treeId, signal),
  });

/** For a reader that copies the draft once (the simulator): refetching behind its back would only confuse it. */
export function useDraft(treeId: string) {
  return useQuery({ ...draftQueryOptions(treeId), staleTime: Infinity, refetchOnWindowFocus: false });
}

/** Read fresh when the publish dialog opens: the review must show what will really be sent. */
export function useDraftToPublish(treeId: string, enabled: boolean) {
  return useQuery({ ...draftQueryOptions(treeId), enabled, staleTime: 0 });
}
