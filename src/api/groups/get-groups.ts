import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema } from '../../core/api/groups';
import { copiedPageSchema, type ListQuery } from '../../core/api/read-model';
import { apiClient } from '../../lib/api-client';
import { readEveryPage } from '../read-every-page';
import { groupKeys } from './group-keys';

const groupPageSchema = copiedPageSchema(groupSchema);

/** GET /api/groups: one page of agent groups. */
export function getGroups(query: ListQuery, signal?: AbortSignal) {
  return apiClient.get('/groups', groupPageSchema, { query, signal });
}

/** One page, as the groups table shows it. */
export const groupsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => getGroups(query, signal),
    placeholderData: keepPreviousData,
  });

export function useGroups(query: ListQuery) {
  return useQuery(groupsQueryOptions(query));
}

/** Every group, all pages: for the views that name a group from its id or offer every group as a choice. */
export const everyGroupQueryOptions = queryOptions({
  queryKey: groupKeys.every(),
  queryFn: ({ signal }) => readEveryPage((query) => getGroups(query, signal)),
  staleTime: 60_000,
});

export function useEveryGroup(enabled = true) {
  return useQuery({ ...everyGroupQueryOptions, enabled });
}
