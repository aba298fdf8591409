import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { refreshResultSchema, type RefreshInput } from '../../core/api/read-model';
import { apiClient } from '../../lib/api-client';

/** POST /api/read-model/refresh: the BFF re-reads these lists from the service before answering. */
export function refreshLists(input: RefreshInput) {
  return apiClient.post('/read-model/refresh', refreshResultSchema, input);
}

/** "Refresh now" of a page: re-reads its lists at the service, then every view of `invalidates`. */
export function useRefreshLists(input: RefreshInput, invalidates: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshLists(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
