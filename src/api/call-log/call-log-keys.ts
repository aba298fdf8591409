import type { CallLogFilters } from '@/core/api/call-log-query';

/** Every query key of the call log and of its exports. */
export const callLogKeys = {
  all: ['callLog'] as const,
  lists: () => [...callLogKeys.all, 'list'] as const,
  list: (filters: CallLogFilters) => [...callLogKeys.lists(), filters] as const,
  summaries: () => [...callLogKeys.all, 'summary'] as const,
  summary: (filters: CallLogFilters) => [...callLogKeys.summaries(), filters] as const,
  exports: () => [...callLogKeys.all, 'exports'] as const,
  details: () => [...callLogKeys.all, 'detail'] as const,
  detail: (callId: string) => [...callLogKeys.details(), callId] as const,
};
