import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema } from '../../../core/api/groups';
import { pageSchema } from '../../../core/api/paging';
import { apiClient } from '../../../lib/api-client';
import { queueRoutingKeys } from './queue-routing-keys';

const groupPageSchema = pageSchema(groupSchema);

/** The groups a queue can be given: their names, for the choice and for the table. */
export function getGroups(signal?: AbortSignal) {
  return apiClient.get('/groups', groupPageSchema, { query: { page: 1, pageSize: 100 }, signal });
}

export const groupsQueryOptions = queryOptions({
  queryKey: queueRoutingKeys.groups(),
  queryFn: ({ signal }) => getGroups(signal),
  staleTime: 60_000,
});

export function useGroups() {
  return useQuery(groupsQueryOptions);
}
