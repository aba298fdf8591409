import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlacklistedNumberInput } from '@/core/api/blacklist';
import { apiClient } from '@/lib/api-client';
import { invalidateBlacklist } from '@/api/blacklist/invalidate-blacklist';

export function updateEntry({ entryId, input }: { entryId: string; input: BlacklistedNumberInput }) {
  return apiClient.sendWithoutResult('PUT', `/blacklist/${encodeURIComponent(entryId)}`, input);
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: () => invalidateBlacklist(queryClient),
  });
}
