import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupInput } from '@/core/api/groups';
import { apiClient } from '@/lib/api-client';
import { invalidateGroups } from '@/api/groups/invalidate-groups';

export function updateGroup({ groupId, input }: { groupId: string; input: GroupInput }) {
  return apiClient.sendWithoutResult('PUT', `/groups/${encodeURIComponent(groupId)}`, input);
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: () => invalidateGroups(queryClient),
  });
}
