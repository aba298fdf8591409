import { queryOptions, useQuery } from '@tanstack/react-query';
import { callLogExportListSchema, type CallLogExport } from '@/core/api/call-log-exports';
import { apiClient } from '@/lib/api-client';
import { callLogKeys } from '../call-log/call-log-keys';
import { CALL_LOG_EXPORTS_PATH } from './call-log-exports-path';

/** How often a running export's progress is read (one database row on the BFF). */
const PROGRESS_POLL_MS = 1_000;

export const isExportRunning = (item: CallLogExport | undefined) =>
  item?.status === 'queued' || item?.status === 'running';

export function getCallLogExports(signal?: AbortSignal) {
  return apiClient.get(CALL_LOG_EXPORTS_PATH, callLogExportListSchema, { signal });
}

/**
 * The signed-in user's recent exports and what an export costs. Read again every second while the newest
 * runs, so a reload finds the running export and follows it on.
 */
export const callLogExportsQueryOptions = () =>
  queryOptions({
    queryKey: callLogKeys.exports(),
    queryFn: ({ signal }) => getCallLogExports(signal),
    refetchInterval: (query) => (isExportRunning(query.state.data?.items[0]) ? PROGRESS_POLL_MS : false),
  });

export function useCallLogExports() {
  return useQuery(callLogExportsQueryOptions());
}

/** Whether the signed-in user's newest export is still being made (one at a time), with the list itself. */
export function useRunningExport() {
  const exports = useCallLogExports();
  return { exports, running: isExportRunning(exports.data?.items[0]) };
}
