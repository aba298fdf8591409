import type { PageQuery } from '../../../core/api/paging';

/** Every query key of the blacklist feature; mutations invalidate through these. */
export const blacklistKeys = {
  all: ['blacklist'] as const,
  lists: () => [...blacklistKeys.all, 'list'] as const,
  list: (query: PageQuery) => [...blacklistKeys.lists(), query] as const,
};
