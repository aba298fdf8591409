import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterRoutingChange } from './invalidate-routing';

export function removeGroupRouting(routingId: string) {
  return apiClient.delete(`/group-routings/${encodeURIComponent(routingId)}`);
}

export function useRemoveGroupRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupRouting,
    onSuccess: () => invalidateAfterRoutingChange(queryClient),
  });
}
