import type { PageQuery } from '../../core/api/paging';
import type { QueueOverviewQuery } from '../../core/api/queues-overview';

/**
 * Every query key of /api/queues (the overview and each queue's groups), whoever reads it (queue
 * routing, the IVR designer's queue cards and simulator): a routing change invalidates `queueKeys.all`.
 */
export const queueKeys = {
  all: ['queues'] as const,
  overview: {
    all: () => [...queueKeys.all, 'overview'] as const,
    list: (query: QueueOverviewQuery) => [...queueKeys.overview.all(), query] as const,
    every: () => [...queueKeys.overview.all(), 'every'] as const,
  },
  groups: {
    all: () => [...queueKeys.all, 'groups'] as const,
    list: (queueId: string, query: PageQuery) => [...queueKeys.groups.all(), queueId, 'list', query] as const,
    every: (queueId: string) => [...queueKeys.groups.all(), queueId, 'every'] as const,
  },
};
