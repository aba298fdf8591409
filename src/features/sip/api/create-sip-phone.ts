import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdSipPhoneSchema, type CreateSipPhoneInput } from '@/core/api/sip-phones';
import { apiClient } from '@/lib/api-client';
import { sipKeys } from '@/api/sip/sip-keys';

/** The answer names the phone by its full `<project>_<username>`. */
export function createSipPhone(input: CreateSipPhoneInput) {
  return apiClient.post('/sip-phones', createdSipPhoneSchema, input);
}

export function useCreateSipPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSipPhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sipKeys.phones.lists() }),
  });
}
