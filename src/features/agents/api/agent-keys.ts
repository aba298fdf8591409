import type { PageQuery } from '../../../core/api/paging';

/** Every query key of the agents feature; mutations invalidate through these. */
export const agentKeys = {
  all: ['agents'] as const,
  lists: () => [...agentKeys.all, 'list'] as const,
  list: (query: PageQuery) => [...agentKeys.lists(), query] as const,
};
