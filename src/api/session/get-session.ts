import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionInfoSchema } from '../../core/api/session';
import type { SessionInfo } from '../../core/api/session';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { sessionKeys } from './session-keys';

/** The signed-in session, or null when nobody is signed in (the BFF answers 401). */
export async function getSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  try {
    return await apiClient.get('/auth/me', sessionInfoSchema, { signal });
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) return null;
    throw error;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKeys.current(),
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
