import { z } from 'zod/mini';

// A module of its own: the call log's address-bar search reads it, and the route table (on every page's
// first load) would otherwise build every schema of call-log.ts at start-up.

export const CALL_LOG_SORT_FIELDS = ['startTime', 'answerTime', 'stopTime', 'created'] as const;
export const callLogSortBySchema = z.enum(CALL_LOG_SORT_FIELDS);
export type CallLogSortBy = z.infer<typeof callLogSortBySchema>;

export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;
