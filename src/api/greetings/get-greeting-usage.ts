import { queryOptions, useQuery } from '@tanstack/react-query';
import { greetingUsageListSchema } from '../../core/api/greeting-usage';
import { apiClient } from '../../lib/api-client';
import { greetingKeys } from './greeting-keys';

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
