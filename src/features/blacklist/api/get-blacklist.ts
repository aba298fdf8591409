import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blacklistedNumberSchema } from '../../../core/api/blacklist';
import { pageSchema, type PageQuery } from '../../../core/api/paging';
import { apiClient } from '../../../lib/api-client';
import { blacklistKeys } from './blacklist-keys';

const blacklistPageSchema = pageSchema(blacklistedNumberSchema);

export function getBlacklist(query: PageQuery, signal?: AbortSignal) {
  return apiClient.get('/blacklist', blacklistPageSchema, { query, signal });
}

export const blacklistQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: blacklistKeys.list(query),
    queryFn: ({ signal }) => getBlacklist(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBlacklist(query: PageQuery) {
  return useQuery(blacklistQueryOptions(query));
}
