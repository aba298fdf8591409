import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queueOverviewPageSchema, type QueueOverviewQuery } from '../../core/api/queues-overview';
import { apiClient } from '../../lib/api-client';
import { queueKeys } from './queue-keys';

export function getQueuesOverview(query: QueueOverviewQuery, signal?: AbortSignal) {
  return apiClient.get('/queues', queueOverviewPageSchema, { query, signal });
}

export const queuesOverviewQueryOptions = (query: QueueOverviewQuery) =>
  queryOptions({
    queryKey: queueKeys.overview.list(query),
    queryFn: ({ signal }) => getQueuesOverview(query, signal),
    placeholderData: keepPreviousData,
  });

/** Every queue Switchboard knows of, with its groups. */
export function useQueuesOverview(query: QueueOverviewQuery) {
  return useQuery(queuesOverviewQueryOptions(query));
}
