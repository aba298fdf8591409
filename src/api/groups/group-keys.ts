import type { ListQuery } from '../../core/api/read-model';

/**
 * Every query key of /api/groups, whoever reads it (the groups page, queue routing, the IVR designer):
 * a change made anywhere invalidates `groupKeys.all` and every view of the groups is read again.
 */
export const groupKeys = {
  all: ['groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...groupKeys.lists(), query] as const,
  every: () => [...groupKeys.lists(), 'every'] as const,
};
