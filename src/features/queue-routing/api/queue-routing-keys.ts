import type { PageQuery } from '../../../core/api/paging';
import type { QueueOverviewQuery } from '../../../core/api/queues-overview';

/** Every query key of the queue-routing feature; mutations invalidate through these. */
export const queueRoutingKeys = {
  all: ['queue-routing'] as const,
  overview: {
    all: () => [...queueRoutingKeys.all, 'overview'] as const,
    list: (query: QueueOverviewQuery) => [...queueRoutingKeys.overview.all(), query] as const,
  },
  queueGroups: {
    all: () => [...queueRoutingKeys.all, 'queue-groups'] as const,
    list: (queueId: string, query: PageQuery) =>
      [...queueRoutingKeys.queueGroups.all(), queueId, query] as const,
  },
  groups: () => [...queueRoutingKeys.all, 'groups'] as const,
};
