import type { CallLogFilters } from '@/core/api/call-log-query';

const CALL_LOG_PAGE_SIZE = 100;

/** One page of the filtered call log; without schemas, so a route's loader can ask for the first early. */
export const callLogPageRequest = (filters: CallLogFilters, cursor: string | undefined) => ({
  path: '/calls',
  query: { ...filters, limit: CALL_LOG_PAGE_SIZE, cursor },
});
