import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdSchema } from '@/core/api/created';
import type { IvrTreeInput } from '@/core/api/ivr-trees';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterTreeChange } from './invalidate-trees';

export function createTree(input: IvrTreeInput) {
  return apiClient.post('/ivr/trees', createdSchema, input);
}

export function useCreateTree() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTree, onSuccess: () => invalidateAfterTreeChange(queryClient) });
}
