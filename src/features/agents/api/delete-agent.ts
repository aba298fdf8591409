import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { agentKeys } from '@/api/agents/agent-keys';

export function deleteAgent(agentId: string) {
  return apiClient.delete(`/agents/${encodeURIComponent(agentId)}`);
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.lists() }),
  });
}
