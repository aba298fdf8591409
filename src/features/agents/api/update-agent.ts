import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAgentInput } from '@/core/api/agents';
import { apiClient } from '@/lib/api-client';
import { agentKeys } from '@/api/agents/agent-keys';

export function updateAgent({ agentId, input }: { agentId: string; input: UpdateAgentInput }) {
  return apiClient.sendWithoutResult('PUT', `/agents/${encodeURIComponent(agentId)}`, input);
}

export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.lists() }),
  });
}
