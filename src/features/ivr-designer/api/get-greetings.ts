import { queryOptions, useQuery } from '@tanstack/react-query';
import { greetingFileWithPreviewSchema } from '../../../core/api/greeting-files';
import { pageSchema } from '../../../core/api/paging';
import { apiClient } from '../../../lib/api-client';
import { ivrDesignerKeys } from './ivr-designer-keys';

const greetingPageSchema = pageSchema(greetingFileWithPreviewSchema);

/** The uploaded greeting files a play prompt can name. */
export function getGreetings(signal?: AbortSignal) {
  return apiClient.get('/greetings', greetingPageSchema, { signal });
}

export const greetingsQueryOptions = queryOptions({
  queryKey: ivrDesignerKeys.greetings(),
  queryFn: ({ signal }) => getGreetings(signal),
  staleTime: 30_000,
});

export function useGreetings() {
  return useQuery(greetingsQueryOptions);
}
