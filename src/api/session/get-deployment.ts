import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient } from '../../lib/api-client';
import { sessionKeys } from './session-keys';

/**
 * What the sign-in page may know before anyone signs in: whether the console runs on the embedded
 * sandbox (then demo users exist). Read from the BFF's health endpoint; anything else there is ignored.
 */
const deploymentSchema = z.looseObject({
  upstream: z.catch(z.optional(z.enum(['sandbox', 'service'])), undefined),
});

export const deploymentQueryOptions = queryOptions({
  queryKey: sessionKeys.deployment(),
  queryFn: ({ signal }) => apiClient.get('/health', deploymentSchema, { signal }),
  staleTime: Infinity,
  retry: false,
});

export function useIsSandbox(): boolean {
  const { data } = useQuery(deploymentQueryOptions);
  return data?.upstream === 'sandbox';
}
