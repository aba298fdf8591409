import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTreeChange } from './invalidate-trees';

export function deleteTree(treeId: string) {
  return apiClient.delete(`/ivr/trees/${encodeURIComponent(treeId)}`);
}

export function useDeleteTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTree,
    onSuccess: (_result, treeId) => invalidateAfterTreeChange(queryClient, treeId),
  });
}
