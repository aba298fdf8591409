import { useMutation, useQueryClient } from '@tanstack/react-query';
import { treeCreatedSchema, type DuplicateTreeRequest } from '@/core/api/ivr-designer-trees';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTreeChange } from './invalidate-trees';

/** A full copy through the service: a new tree, then the menu published into it in the background. */
export function duplicateTree({ treeId, request }: { treeId: string; request: DuplicateTreeRequest }) {
  return apiClient.post(`/ivr/trees/${encodeURIComponent(treeId)}/duplicate`, treeCreatedSchema, request);
}

export function useDuplicateTree() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateTree, onSuccess: () => invalidateAfterTreeChange(queryClient) });
}
