import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdSchema } from '../../../core/api/created';
import type { GroupInput } from '../../../core/api/groups';
import { apiClient } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

export function createGroup(input: GroupInput) {
  return apiClient.post('/groups', createdSchema, input);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
  });
}
