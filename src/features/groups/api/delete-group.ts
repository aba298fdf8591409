import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateGroups } from '@/api/groups/invalidate-groups';

export function deleteGroup(groupId: string) {
  return apiClient.delete(`/groups/${encodeURIComponent(groupId)}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => invalidateGroups(queryClient),
  });
}
