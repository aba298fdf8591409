import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlacklistedNumberInput } from '@/core/api/blacklist';
import { createdSchema } from '@/core/api/created';
import { apiClient } from '@/lib/api-client';
import { invalidateBlacklist } from '@/api/blacklist/invalidate-blacklist';

export function createEntry(input: BlacklistedNumberInput) {
  return apiClient.post('/blacklist', createdSchema, input);
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: () => invalidateBlacklist(queryClient),
  });
}
