import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callLogExportSchema } from '@/core/api/call-log-exports';
import { apiClient } from '@/lib/api-client';
import { callLogKeys } from '@/api/call-log/call-log-keys';

export function cancelCallLogExport(exportId: string) {
  return apiClient.post(`/call-log-exports/${encodeURIComponent(exportId)}/cancel`, callLogExportSchema);
}

export function useCancelCallLogExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCallLogExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: callLogKeys.exports() }),
  });
}
