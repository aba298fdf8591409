import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ivrDraftSchema } from '@/core/api/ivr-designer-drafts';
import type { MergeChoices } from '@/core/ivr/merge/merge-menus';
import { apiClient } from '@/lib/api-client';
import { draftQueryOptions } from '@/api/ivr-drafts/get-draft';

/** The live tree's changes merged into the draft by the BFF; answers the draft as it now is. */
export function mergeLiveIntoDraft({ treeId, choices }: { treeId: string; choices: MergeChoices }) {
  return apiClient.post(`/ivr/trees/${encodeURIComponent(treeId)}/draft/merge`, ivrDraftSchema, {
    choices: [...choices].map(([conflictId, keep]) => ({ conflictId, keep })),
  });
}

/**
 * The merged draft goes straight into the cache: the review that follows shows it, and the publish
 * names its revision (a refetch could race the merge and name the one before).
 */
export function useMergeLiveIntoDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeLiveIntoDraft,
    onSuccess: (draft) => queryClient.setQueryData(draftQueryOptions(draft.treeId).queryKey, draft),
  });
}
