import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupRoutingSchema } from '../../../core/api/group-routings';
import { pageSchema } from '../../../core/api/paging';
import { apiClient } from '../../../lib/api-client';
import { ivrDesignerKeys } from './ivr-designer-keys';

const routingPageSchema = pageSchema(groupRoutingSchema);

/** The groups serving a queue (a queue rarely has more than a page of them). */
export function getQueueGroups(queueId: string, signal?: AbortSignal) {
  return apiClient.get(`/queues/${encodeURIComponent(queueId)}/groups`, routingPageSchema, {
    query: { pageSize: 100 },
    signal,
  });
}

export const queueGroupsQueryOptions = (queueId: string) =>
  queryOptions({
    queryKey: ivrDesignerKeys.queueGroups(queueId),
    queryFn: ({ signal }) => getQueueGroups(queueId, signal),
    staleTime: 60_000,
    retry: false,
  });

export function useQueueGroups(queueId: string) {
  return useQuery({ ...queueGroupsQueryOptions(queueId), enabled: queueId.trim() !== '' });
}
