import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blacklistedNumberSchema } from '../../core/api/blacklist';
import { copiedPageSchema, type ListQuery } from '../../core/api/read-model';
import { apiClient } from '../../lib/api-client';
import { blacklistKeys } from './blacklist-keys';

const blacklistPageSchema = copiedPageSchema(blacklistedNumberSchema);

export function getBlacklist(query: ListQuery, signal?: AbortSignal) {
  return apiClient.get('/blacklist', blacklistPageSchema, { query, signal });
}

export const blacklistQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: blacklistKeys.list(query),
    queryFn: ({ signal }) => getBlacklist(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBlacklist(query: ListQuery) {
  return useQuery(blacklistQueryOptions(query));
}
