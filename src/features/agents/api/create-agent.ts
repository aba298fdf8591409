import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAgentInput } from '@/core/api/agents';
import { createdSchema } from '@/core/api/created';
import { apiClient } from '@/lib/api-client';
import { agentKeys } from '@/api/agents/agent-keys';

export function createAgent(input: CreateAgentInput) {
  return apiClient.post('/agents', createdSchema, input);
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.lists() }),
  });
}
