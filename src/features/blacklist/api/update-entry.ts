import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlacklistedNumberInput } from '../../../core/api/blacklist';
import { apiClient } from '../../../lib/api-client';
import { blacklistKeys } from './blacklist-keys';

export function updateEntry({ entryId, input }: { entryId: string; input: BlacklistedNumberInput }) {
  return apiClient.sendWithoutResult('PUT', `/blacklist/${encodeURIComponent(entryId)}`, input);
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blacklistKeys.lists() }),
  });
}
