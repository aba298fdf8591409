import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateQueues } from '@/api/queues/invalidate-queues';

export function removeGroupRouting(routingId: string) {
  return apiClient.delete(`/group-routings/${encodeURIComponent(routingId)}`);
}

export function useRemoveGroupRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupRouting,
    onSuccess: () => invalidateQueues(queryClient),
  });
}
