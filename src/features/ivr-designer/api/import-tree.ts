import { useMutation, useQueryClient } from '@tanstack/react-query';
import { treeImportedSchema, type ImportTreeRequest } from '@/core/api/ivr-designer-trees';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTreeChange } from './invalidate-trees';

/** A new tree from an exported document; the report says what could not be brought in. */
export function importTree(request: ImportTreeRequest) {
  return apiClient.post('/ivr/trees/import', treeImportedSchema, request);
}

export function useImportTree() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importTree, onSuccess: () => invalidateAfterTreeChange(queryClient) });
}
