import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLogExportSchema } from '@/core/api/call-log-exports';
import { apiClient } from '@/lib/api-client';
import type { CallLogFilterValues } from '../call-log-search';
import { callLogKeys } from '@/api/call-log/call-log-keys';

export function startCallLogExport(filters: CallLogFilterValues) {
  return apiClient.post('/call-log-exports', callLogExportSchema, filters);
}

export function useStartCallLogExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCallLogExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: callLogKeys.exports() }),
  });
}
