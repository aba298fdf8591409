import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSipPhoneInput } from '@/core/api/sip-phones';
import { apiClient } from '@/lib/api-client';
import { sipKeys } from '@/api/sip/sip-keys';

/** `username` is the full `<project>_<username>`, as the list shows it. */
export function updateSipPhone({ username, input }: { username: string; input: UpdateSipPhoneInput }) {
  return apiClient.sendWithoutResult('PUT', `/sip-phones/${encodeURIComponent(username)}`, input);
}

export function useUpdateSipPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSipPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipKeys.phones.lists() }),
  });
}
