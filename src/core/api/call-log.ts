import { z } from 'zod';
import { pageSchema } from './paging';

/** A call record as the BFF answers it: camelCase, real booleans, every time in epoch milliseconds. */
export const callRecordSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  accountId: z.number().int(),
  /** Decoded when the service hands it over percent-encoded (`%2B8490…` → `+8490…`). */
  fromNumber: z.string(),
  toNumber: z.string(),
  fromUserId: z.string().nullable(),
  fromAlias: z.string(),
  toAlias: z.string(),
  fromInternal: z.boolean(),
  toInternal: z.boolean(),
  /** As the service gives it (text; the sandbox writes a JSON array of the users who joined). */
  participants: z.string(),
  videoCall: z.boolean(),
  recorded: z.boolean(),
  recordPath: z.string().nullable(),
  startTime: z.number().int(),
  /** Null when the call was not answered. */
  answerTime: z.number().int().nullable(),
  /** Null while the call is still running. */
  stopTime: z.number().int().nullable(),
  created: z.number().int(),
  lastModified: z.number().int(),
  amount: z.number(),
  /** The answered duration as the service counts it (seconds in the sandbox; the spec names no unit). */
  answerDuration: z.number(),
  answerDurationMinutes: z.number(),
  /** The service's own renderings, `YYYY/MM/DD, HH:MM:SS` in its time zone; null when there is none. */
  startTimeText: z.string(),
  answerTimeText: z.string().nullable(),
  stopTimeText: z.string().nullable(),
  createdText: z.string(),
  fields: z.array(z.unknown()),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

export const CALL_LOG_SORT_FIELDS = ['startTime', 'answerTime', 'stopTime', 'created'] as const;
export const callLogSortBySchema = z.enum(CALL_LOG_SORT_FIELDS);
export type CallLogSortBy = z.infer<typeof callLogSortBySchema>;

export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

export const CALL_LOG_MAX_LIMIT = 100;

/** Totals of the whole filtered set, beside each page. */
const callLogTotals = {
  total: z.number().int().min(0),
  /** Billed minutes of the filtered set; null when the set is empty. */
  totalAnswerDurationMinutes: z.number().nullable(),
};

/**
 * A page of the cursor-paged call log. Each cursor is opaque: send it back with `direction` next or
 * previous. Null means there is nothing further that way.
 */
export const callLogPageSchema = z.object({
  items: z.array(callRecordSchema),
  limit: z.number().int().min(1).max(CALL_LOG_MAX_LIMIT),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
  ...callLogTotals,
});
export type CallLogPage = z.infer<typeof callLogPageSchema>;

/** A page of the numbered (version 1) call log. */
export const callLogNumberedPageSchema = pageSchema(callRecordSchema).extend({
  totalAnswerDurationMinutes: callLogTotals.totalAnswerDurationMinutes,
});
export type CallLogNumberedPage = z.infer<typeof callLogNumberedPageSchema>;

/** A call named in a path: the call log's `id`, which the trace and add-user use too. */
export const callIdSchema = z.string().trim().min(1).max(100);
