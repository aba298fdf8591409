import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdSipAccountSchema, type CreateSipAccountInput } from '@/core/api/sip-accounts';
import { apiClient } from '@/lib/api-client';
import { sipKeys } from '@/api/sip/sip-keys';

export function createSipAccount(input: CreateSipAccountInput) {
  return apiClient.post('/sip-accounts', createdSipAccountSchema, input);
}

export function useCreateSipAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSipAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipKeys.accounts.lists() }),
  });
}
