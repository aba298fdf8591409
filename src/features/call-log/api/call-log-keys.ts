import type { CallLogFilterValues } from '../call-log-search';

/** Every query key of the call log. */
export const callLogKeys = {
  all: ['callLog'] as const,
  lists: () => [...callLogKeys.all, 'list'] as const,
  list: (filters: CallLogFilterValues) => [...callLogKeys.lists(), filters] as const,
  summaries: () => [...callLogKeys.all, 'summary'] as const,
  summary: (filters: CallLogFilterValues) => [...callLogKeys.summaries(), filters] as const,
  exports: () => [...callLogKeys.all, 'exports'] as const,
  details: () => [...callLogKeys.all, 'detail'] as const,
  detail: (callId: string) => [...callLogKeys.details(), callId] as const,
};
