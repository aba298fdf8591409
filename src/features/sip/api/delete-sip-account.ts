import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sipKeys } from '@/api/sip/sip-keys';

export function deleteSipAccount(username: string) {
  return apiClient.delete(`/sip-accounts/${encodeURIComponent(username)}`);
}

export function useDeleteSipAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSipAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipKeys.accounts.lists() }),
  });
}
