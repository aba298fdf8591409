import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { sipKeys } from '@/api/sip/sip-keys';

export function deleteSipPhone(username: string) {
  return apiClient.delete(`/sip-phones/${encodeURIComponent(username)}`);
}

export function useDeleteSipPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSipPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipKeys.phones.lists() }),
  });
}
