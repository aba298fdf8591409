import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRecordSchema } from '@/core/api/call-log';
import { apiClient } from '@/lib/api-client';
import { callLogKeys } from './call-log-keys';

/** One call record; `at` (its start time, when known) narrows the BFF's search. */
export function getCall(callId: string, at: number | undefined, signal?: AbortSignal) {
  return apiClient.get(`/calls/${encodeURIComponent(callId)}`, callRecordSchema, { query: { at }, signal });
}

export const callQueryOptions = (callId: string, at?: number) =>
  queryOptions({
    queryKey: callLogKeys.detail(callId),
    queryFn: ({ signal }) => getCall(callId, at, signal),
    retry: false,
  });

export function useCall(callId: string, at?: number) {
  return useQuery(callQueryOptions(callId, at));
}
