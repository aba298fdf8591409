import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema } from '../../../core/api/groups';
import { pageSchema, type PageQuery } from '../../../core/api/paging';
import { apiClient } from '../../../lib/api-client';
import { groupKeys } from './group-keys';

const groupPageSchema = pageSchema(groupSchema);

export function getGroups(query: PageQuery, signal?: AbortSignal) {
  return apiClient.get('/groups', groupPageSchema, { query, signal });
}

export const groupsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => getGroups(query, signal),
    placeholderData: keepPreviousData,
  });

export function useGroups(query: PageQuery) {
  return useQuery(groupsQueryOptions(query));
}
