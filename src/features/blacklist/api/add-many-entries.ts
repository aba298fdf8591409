import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkBlacklistInput } from '@/core/api/blacklist';
import { bulkResultSchema } from '@/core/api/bulk-results';
import { apiClient } from '@/lib/api-client';
import { invalidateBlacklist } from '@/api/blacklist/invalidate-blacklist';

export function addManyEntries(input: BulkBlacklistInput) {
  return apiClient.post('/blacklist/bulk', bulkResultSchema, input);
}

/** Some numbers may be added and others refused: the list is stale either way. */
export function useAddManyEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addManyEntries,
    onSettled: () => invalidateBlacklist(queryClient),
  });
}
