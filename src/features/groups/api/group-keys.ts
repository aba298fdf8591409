import type { PageQuery } from '../../../core/api/paging';

/** Every query key of the groups feature; mutations invalidate through these. */
export const groupKeys = {
  all: ['groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (query: PageQuery) => [...groupKeys.lists(), query] as const,
};
