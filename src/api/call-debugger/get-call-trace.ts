import { queryOptions, useQuery } from '@tanstack/react-query';
import { callTraceSchema } from '../../core/api/call-debugger';
import { apiClient } from '../../lib/api-client';

export const debuggerKeys = {
  all: ['callDebugger'] as const,
  traces: () => [...debuggerKeys.all, 'trace'] as const,
  trace: (callId: string) => [...debuggerKeys.traces(), callId] as const,
  latest: () => [...debuggerKeys.all, 'latest'] as const,
};

/** A call's trace, oldest entry first (empty for a call the service does not know). */
export function getCallTrace(callId: string, signal?: AbortSignal) {
  return apiClient.get(`/calls/${encodeURIComponent(callId)}/trace`, callTraceSchema, { signal });
}

export const callTraceQueryOptions = (callId: string) =>
  queryOptions({
    queryKey: debuggerKeys.trace(callId),
    queryFn: ({ signal }) => getCallTrace(callId, signal),
  });

export function useCallTrace(callId: string) {
  return useQuery({ ...callTraceQueryOptions(callId), enabled: callId !== '' });
}

/** The service's latest debugger entries of all calls, newest first. */
export function getLatestDebuggerEntries(signal?: AbortSignal) {
  return apiClient.get('/debugger', callTraceSchema, { signal });
}

export function useLatestDebuggerEntries(enabled: boolean) {
  return useQuery({
    queryKey: debuggerKeys.latest(),
    queryFn: ({ signal }) => getLatestDebuggerEntries(signal),
    enabled,
  });
}
