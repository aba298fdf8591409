import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

interface QueryClientHooks {
  /** Any request answered 401: the session is gone (expired, revoked, signed out elsewhere). */
  onUnauthorized: () => void;
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same way again; only transient failures are worth another try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient({ onUnauthorized }: QueryClientHooks): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.isUnauthorized) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
