import { queryOptions, useQuery } from '@tanstack/react-query';
import { greetingFileWithPreviewSchema } from '../../../core/api/greeting-files';
import { pageSchema } from '../../../core/api/paging';
import { apiClient } from '../../../lib/api-client';
import { greetingKeys } from './greeting-keys';

const greetingPageSchema = pageSchema(greetingFileWithPreviewSchema);

/** The service lists every greeting file at once (no paging parameters). */
export function getGreetings(signal?: AbortSignal) {
  return apiClient.get('/greetings', greetingPageSchema, { signal });
}

export const greetingsQueryOptions = queryOptions({
  queryKey: greetingKeys.lists(),
  queryFn: ({ signal }) => getGreetings(signal),
});

export function useGreetings() {
  return useQuery(greetingsQueryOptions);
}
