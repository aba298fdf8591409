import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callLogPageSchema } from '@/core/api/call-log';
import type { CallLogFilters } from '@/core/api/call-log-query';
import { apiClient } from '@/lib/api-client';
import { isWaitingForServiceLimit } from '@/lib/api-error';
import { callLogKeys } from './call-log-keys';
import { callLogPageRequest } from './call-log-request';

/** How soon a page held up by the service's rate limit is asked for again. */
const RATE_LIMIT_RETRY_MS = 2_000;

export { isWaitingForServiceLimit };

export function getCallLogPage(filters: CallLogFilters, cursor: string | undefined, signal?: AbortSignal) {
  const { path, query } = callLogPageRequest(filters, cursor);
  return apiClient.get(path, callLogPageSchema, { query, signal });
}

/** The filtered call log, one cursor page after another as the table scrolls. */
export const callLogQueryOptions = (filters: CallLogFilters) =>
  infiniteQueryOptions({
    queryKey: callLogKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getCallLogPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.items.length > 0 ? (last.nextCursor ?? undefined) : undefined),
    // Pages never change once read; comparing thousands of loaded rows on every new page costs frames.
    structuralSharing: false,
    // A page the service's rate limit holds up is asked for again until it comes: the table shows a
    // "waiting for the service's limit" row meanwhile, never an error. Other failures retry as usual.
    retry: (failures, error) => isWaitingForServiceLimit(error) || failures < 2,
    retryDelay: (failures, error) =>
      isWaitingForServiceLimit(error) ? RATE_LIMIT_RETRY_MS : Math.min(1000 * 2 ** failures, 8_000),
  });

export function useCallLog(filters: CallLogFilters) {
  return useInfiniteQuery(callLogQueryOptions(filters));
}

/** Only the filtered total: its component re-renders when the total changes, not on every new page. */
export function useCallLogTotal(filters: CallLogFilters) {
  return useInfiniteQuery({
    ...callLogQueryOptions(filters),
    select: (data) => data.pages[0]?.total,
  });
}
