import { queryOptions, useQuery } from '@tanstack/react-query';
import { callLogSummarySchema } from '@/core/api/call-log-summary';
import type { CallLogFilters } from '@/core/api/call-log-query';
import { apiClient } from '@/lib/api-client';
import { callLogKeys } from './call-log-keys';

export function getCallSummary(filters: CallLogFilters, signal?: AbortSignal) {
  // Day buckets start at this browser's midnight.
  const utcOffsetMinutes = -new Date().getTimezoneOffset();
  return apiClient.get('/calls/summary', callLogSummarySchema, {
    query: { ...filters, utcOffsetMinutes },
    signal,
  });
}

export const callSummaryQueryOptions = (filters: CallLogFilters) =>
  queryOptions({
    queryKey: callLogKeys.summary(filters),
    queryFn: ({ signal }) => getCallSummary(filters, signal),
    staleTime: 60_000,
    // While the service's rate limit holds the counting up, the chart is drawn as its buckets arrive.
    refetchInterval: (query) => (query.state.data && !query.state.data.complete ? 1_500 : false),
  });

export function useCallSummary(filters: CallLogFilters) {
  return useQuery(callSummaryQueryOptions(filters));
}
