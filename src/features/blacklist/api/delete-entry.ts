import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateBlacklist } from '@/api/blacklist/invalidate-blacklist';

export function deleteEntry(entryId: string) {
  return apiClient.delete(`/blacklist/${encodeURIComponent(entryId)}`);
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => invalidateBlacklist(queryClient),
  });
}
