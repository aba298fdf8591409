import { queryOptions, useQuery } from '@tanstack/react-query';
import { greetingUsageListSchema, greetingUsageSchema } from '../../core/api/greeting-usage';
import { apiClient } from '../../lib/api-client';
import { greetingKeys } from './greeting-keys';

/** Every file's users, from the BFF's copy (with how fresh it is): the greetings page's column. */
export function getGreetingUsage(signal?: AbortSignal) {
  return apiClient.get('/greetings/usage', greetingUsageListSchema, { signal });
}

export const greetingUsageQueryOptions = queryOptions({
  queryKey: greetingKeys.usage(),
  queryFn: ({ signal }) => getGreetingUsage(signal),
});

/** Which IVR nodes play each file; only asked of roles that may read IVR menus. */
export function useGreetingUsage(enabled: boolean) {
  return useQuery({ ...greetingUsageQueryOptions, enabled });
}

/** One file's users as the service has them now (the BFF asks the service, not its copy). */
export function getGreetingFileUsage(sid: string, signal?: AbortSignal) {
  return apiClient.get(`/greetings/${encodeURIComponent(sid)}/usage`, greetingUsageSchema, { signal });
}

/**
 * What the warning before a delete names: asked afresh each time the dialog opens (nothing kept), so a node
 * made a moment ago, outside the console too, is named.
 */
export function useGreetingFileUsage(sid: string, enabled: boolean) {
  return useQuery({
    queryKey: greetingKeys.fileUsage(sid),
    queryFn: ({ signal }) => getGreetingFileUsage(sid, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
