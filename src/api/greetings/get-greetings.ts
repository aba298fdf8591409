import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { greetingFileWithPreviewSchema } from '../../core/api/greeting-files';
import { copiedPageSchema, type ListQuery } from '../../core/api/read-model';
import { apiClient } from '../../lib/api-client';
import { greetingKeys } from './greeting-keys';

const greetingPageSchema = copiedPageSchema(greetingFileWithPreviewSchema);

/** The service lists every greeting file at once (no paging parameters). */
export function getGreetings(signal?: AbortSignal, query: Partial<ListQuery> = {}) {
  return apiClient.get('/greetings', greetingPageSchema, { query, signal });
}

/** The greetings table: search and sort over every file. */
export const greetingsTableQueryOptions = (query: Partial<ListQuery>) =>
  queryOptions({
    queryKey: greetingKeys.list(query),
    queryFn: ({ signal }) => getGreetings(signal, query),
    placeholderData: keepPreviousData,
  });

export function useGreetingsTable(query: Partial<ListQuery>) {
  return useQuery(greetingsTableQueryOptions(query));
}

export const greetingsQueryOptions = queryOptions({
  queryKey: greetingKeys.lists(),
  queryFn: ({ signal }) => getGreetings(signal),
});

export function useGreetings() {
  return useQuery(greetingsQueryOptions);
}
