import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isOutcomeUnknown, isWaitingForServiceLimit } from './api-error';

interface QueryClientHooks {
  /** Any request answered 401: the session is gone (expired, revoked, signed out elsewhere). */
  onUnauthorized: () => void;
}

/** A change held up by the service's rate limit was not made: it is sent again this many times. */
const RATE_LIMITED_CHANGE_TRIES = 5;
const MAX_RATE_LIMIT_WAIT_MS = 30_000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // The service's rate limit answers later, not never: ask again until it does.
  if (isWaitingForServiceLimit(error)) return true;
  // A 4xx will answer the same way again; only transient failures are worth another try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A rate-limited change was not applied, so sending it again is safe; nothing else is re-sent. */
const shouldRetryChange = (failureCount: number, error: unknown): boolean =>
  isWaitingForServiceLimit(error) && failureCount < RATE_LIMITED_CHANGE_TRIES;

/** As the answer's Retry-After says when it gave one, else react-query's own backoff. */
export function retryDelayMs(failureCount: number, error: unknown): number {
  if (isApiError(error) && isWaitingForServiceLimit(error))
    return Math.min(MAX_RATE_LIMIT_WAIT_MS, 1000 * (error.retryAfterSeconds ?? 2));
  return Math.min(1000 * 2 ** failureCount, MAX_RATE_LIMIT_WAIT_MS);
}

export function createQueryClient({ onUnauthorized }: QueryClientHooks): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.isUnauthorized) onUnauthorized();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({
      onError: (error) => {
        handleError(error);
        // The change may have been made: what is shown is read again, so the person can check it.
        if (isOutcomeUnknown(error)) void client.invalidateQueries();
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, retryDelay: retryDelayMs },
      mutations: { retry: shouldRetryChange, retryDelay: retryDelayMs },
    },
  });
  return client;
}
