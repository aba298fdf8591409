import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { blacklistKeys } from './blacklist-keys';

export function deleteEntry(entryId: string) {
  return apiClient.delete(`/blacklist/${encodeURIComponent(entryId)}`);
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blacklistKeys.lists() }),
  });
}
