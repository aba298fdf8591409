import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IvrTreeInput } from '@/core/api/ivr-trees';
import { treePath } from '@/api/ivr-trees/tree-path';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTreeChange } from './invalidate-trees';

export function renameTree({ treeId, input }: { treeId: string; input: IvrTreeInput }) {
  return apiClient.sendWithoutResult('PUT', treePath(treeId), input);
}

export function useRenameTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTree,
    onSuccess: (_result, { treeId }) => invalidateAfterTreeChange(queryClient, treeId),
  });
}
