import { useMutation, useQueryClient } from '@tanstack/react-query';
import { treePath } from '@/api/ivr-trees/tree-path';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTreeChange } from './invalidate-trees';

export function deleteTree(treeId: string) {
  return apiClient.delete(treePath(treeId));
}

export function useDeleteTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTree,
    onSuccess: (_result, treeId) => invalidateAfterTreeChange(queryClient, treeId),
  });
}
