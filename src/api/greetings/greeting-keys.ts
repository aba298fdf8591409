import type { ListQuery } from '../../core/api/read-model';

/**
 * Every query key of /api/greetings, whoever reads it (the greetings page, the IVR designer's picker and
 * simulator, the call-out script's play step): an upload or a delete anywhere invalidates `greetingKeys.all`.
 */
export const greetingKeys = {
  all: ['greetings'] as const,
  lists: () => [...greetingKeys.all, 'list'] as const,
  list: (query: Partial<ListQuery>) => [...greetingKeys.lists(), query] as const,
  usage: () => [...greetingKeys.all, 'usage'] as const,
  fileUsage: (sid: string) => [...greetingKeys.all, 'file-usage', sid] as const,
};
