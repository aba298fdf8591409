import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSipAccountInput } from '@/core/api/sip-accounts';
import { apiClient } from '@/lib/api-client';
import { sipKeys } from '@/api/sip/sip-keys';

export function updateSipAccount({ username, input }: { username: string; input: UpdateSipAccountInput }) {
  return apiClient.sendWithoutResult('PUT', `/sip-accounts/${encodeURIComponent(username)}`, input);
}

export function useUpdateSipAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSipAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipKeys.accounts.lists() }),
  });
}
