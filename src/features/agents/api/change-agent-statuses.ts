import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAgentStatusInput } from '@/core/api/agents';
import { bulkResultSchema } from '@/core/api/bulk-results';
import { apiClient } from '@/lib/api-client';
import { agentKeys } from '@/api/agents/agent-keys';

export function changeAgentStatuses(input: BulkAgentStatusInput) {
  return apiClient.post('/agents/status', bulkResultSchema, input);
}

/** Some agents may change and others not: the list is stale either way. */
export function useChangeAgentStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAgentStatuses,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.lists() }),
  });
}
