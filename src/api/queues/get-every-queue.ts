import { queryOptions, useQuery } from '@tanstack/react-query';
import { readEveryPage } from '../read-every-page';
import { getQueuesOverview } from './get-queues-overview';
import { queueKeys } from './queue-keys';

/** Every queue with its groups, for a view that must name each queue a change affects. */
export const everyQueueQueryOptions = () =>
  queryOptions({
    queryKey: queueKeys.overview.every(),
    queryFn: ({ signal }) =>
      readEveryPage((page) => getQueuesOverview({ ...page, sort: 'queueId', order: 'asc' }, signal)),
  });

export function useEveryQueue(enabled: boolean) {
  return useQuery({ ...everyQueueQueryOptions(), enabled });
}
