import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGroupRoutingInput } from '@/core/api/group-routings';
import { apiClient } from '@/lib/api-client';
import { invalidateQueues } from '@/api/queues/invalidate-queues';

export function updateGroupRouting({
  routingId,
  change,
}: {
  routingId: string;
  change: UpdateGroupRoutingInput;
}) {
  return apiClient.sendWithoutResult('PUT', `/group-routings/${encodeURIComponent(routingId)}`, change);
}

export function useUpdateGroupRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupRouting,
    onSuccess: () => invalidateQueues(queryClient),
  });
}
