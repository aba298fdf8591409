import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrDraftSchema } from '@/core/api/ivr-designer-drafts';
import { apiClient } from '@/lib/api-client';
import { ivrDesignerKeys } from '../../api/ivr-designer-keys';

/** The tree's draft and the live menu it started from (its base). */
export function getDraft(treeId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/draft`, ivrDraftSchema, { signal });
}

export const draftQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: ivrDesignerKeys.draft(treeId),
    queryFn: ({ signal }) => getDraft(treeId, signal),
  });

/** Read fresh when the dialog opens: the review must show what will really be sent. */
export function useDraftToPublish(treeId: string, enabled: boolean) {
  return useQuery({ ...draftQueryOptions(treeId), enabled, staleTime: 0 });
}
