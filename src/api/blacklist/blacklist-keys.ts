import type { ListQuery } from '../../core/api/read-model';

/** Every query key of /api/blacklist; mutations invalidate through these (invalidate-blacklist.ts). */
export const blacklistKeys = {
  all: ['blacklist'] as const,
  lists: () => [...blacklistKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...blacklistKeys.lists(), query] as const,
};
