import type { ListQuery } from '../../core/api/read-model';

/** Every query key of /api/agents; mutations invalidate through these. */
export const agentKeys = {
  all: ['agents'] as const,
  lists: () => [...agentKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...agentKeys.lists(), query] as const,
  every: () => [...agentKeys.lists(), 'every'] as const,
};
