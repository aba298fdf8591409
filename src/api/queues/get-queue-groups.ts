import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupRoutingSchema } from '../../core/api/group-routings';
import type { PageQuery } from '../../core/api/paging';
import { copiedPageSchema } from '../../core/api/read-model';
import { apiClient } from '../../lib/api-client';
import { readEveryPage } from '../read-every-page';
import { queueKeys } from './queue-keys';

const routingPageSchema = copiedPageSchema(groupRoutingSchema);

/** GET /api/queues/:queueId/groups: one page of the groups serving a queue. */
export function getQueueGroups(queueId: string, query: PageQuery, signal?: AbortSignal) {
  return apiClient.get(`/queues/${encodeURIComponent(queueId)}/groups`, routingPageSchema, { query, signal });
}

export const queueGroupsQueryOptions = (queueId: string, query: PageQuery) =>
  queryOptions({
    queryKey: queueKeys.groups.list(queueId, query),
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

/** Every group serving a queue (all pages), for a card or an outcome that names them all. */
export const everyQueueGroupQueryOptions = (queueId: string) =>
  queryOptions({
    queryKey: queueKeys.groups.every(queueId),
    queryFn: ({ signal }) => readEveryPage((query) => getQueueGroups(queueId, query, signal)),
    staleTime: 60_000,
    // A queue id typed on a card may name no queue yet: its answer will not change by asking again.
    retry: false,
  });

export function useEveryQueueGroup(queueId: string) {
  return useQuery({ ...everyQueueGroupQueryOptions(queueId), enabled: queueId.trim() !== '' });
}
