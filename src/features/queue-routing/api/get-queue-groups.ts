import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupRoutingSchema } from '../../../core/api/group-routings';
import { pageSchema, type PageQuery } from '../../../core/api/paging';
import { apiClient } from '../../../lib/api-client';
import { queueRoutingKeys } from './queue-routing-keys';

const routingPageSchema = pageSchema(groupRoutingSchema);

export function getQueueGroups(queueId: string, query: PageQuery, signal?: AbortSignal) {
  return apiClient.get(`/queues/${encodeURIComponent(queueId)}/groups`, routingPageSchema, { query, signal });
}

export const queueGroupsQueryOptions = (queueId: string, query: PageQuery) =>
  queryOptions({
    queryKey: queueRoutingKeys.queueGroups.list(queueId, query),
    queryFn: ({ signal }) => getQueueGroups(queueId, query, signal),
    placeholderData: keepPreviousData,
    // Primary groups first, as the service routes calls to them first.
    select: (page) => ({
      ...page,
      items: [...page.items].sort((a, b) => Number(b.primary) - Number(a.primary)),
    }),
  });

/** The groups serving one queue, a page at a time. */
export function useQueueGroups(queueId: string, query: PageQuery) {
  return useQuery(queueGroupsQueryOptions(queueId, query));
}
