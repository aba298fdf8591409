import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { greetingFileSchema } from '../../../core/api/greeting-files';
import { apiClient } from '../../../lib/api-client';
import { callsKeys } from './calls-keys';

// Only the names matter here: what a `play` step may name.
const greetingNamesSchema = z.object({
  items: z.array(greetingFileSchema.pick({ filename: true, description: true })),
});

export const greetingNamesQueryOptions = () =>
  queryOptions({
    queryKey: callsKeys.greetings(),
    queryFn: ({ signal }) => apiClient.get('/greetings', greetingNamesSchema, { signal }),
    select: (page) => page.items,
    staleTime: 60_000,
  });

export function useGreetingNames() {
  return useQuery(greetingNamesQueryOptions());
}
