import { useQuery } from '@tanstack/react-query';
import { callRecordSchema } from '@/core/api/call-log';
import { isApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { placedCallKeys } from './placed-call-keys';

/**
 * The call just placed, once the call log has it: asked again every second while the BFF answers 404
 * (the record appears a moment after the call-out is accepted).
 */
export function usePlacedCall(callId: string | null) {
  return useQuery({
    queryKey: placedCallKeys.placed(callId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get(`/calls/${encodeURIComponent(callId ?? '')}`, callRecordSchema, { signal }),
    enabled: callId !== null,
    retry: (failures, error) => failures < 20 && isApiError(error) && error.status === 404,
    retryDelay: 1000,
  });
}
