import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdSchema } from '@/core/api/created';
import type { GroupInput } from '@/core/api/groups';
import { apiClient } from '@/lib/api-client';
import { invalidateGroups } from '@/api/groups/invalidate-groups';

export function createGroup(input: GroupInput) {
  return apiClient.post('/groups', createdSchema, input);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => invalidateGroups(queryClient),
  });
}
