import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdSchema } from '@/core/api/created';
import type { CreateGroupRoutingBody } from '@/core/api/group-routings';
import { apiClient } from '@/lib/api-client';
import { invalidateQueues } from '@/api/queues/invalidate-queues';

export function addGroupToQueue({ queueId, body }: { queueId: string; body: CreateGroupRoutingBody }) {
  return apiClient.post(`/queues/${encodeURIComponent(queueId)}/groups`, createdSchema, body);
}

export function useAddGroupToQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupToQueue,
    onSuccess: () => invalidateQueues(queryClient),
  });
}
