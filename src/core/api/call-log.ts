import { z } from 'zod/mini';
import { pageSchema } from './paging';

/** A call record as the BFF answers it: camelCase, real booleans, every time in epoch milliseconds. */
export const callRecordSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  projectId: z.int(),
  projectName: z.string(),
  accountId: z.int(),
  /** Decoded when the service hands it over percent-encoded (`%2B8490…` → `+8490…`). */
  fromNumber: z.string(),
  toNumber: z.string(),
  fromUserId: z.nullable(z.string()),
  fromAlias: z.string(),
  toAlias: z.string(),
  fromInternal: z.boolean(),
  toInternal: z.boolean(),
  /** As the service gives it (text; the sandbox writes a JSON array of the users who joined). */
  participants: z.string(),
  videoCall: z.boolean(),
  recorded: z.boolean(),
  recordPath: z.nullable(z.string()),
  startTime: z.int(),
  /** Null when the call was not answered. */
  answerTime: z.nullable(z.int()),
  /** Null while the call is still running. */
  stopTime: z.nullable(z.int()),
  created: z.int(),
  lastModified: z.int(),
  amount: z.number(),
  /** The answered duration as the service counts it (seconds in the sandbox; the spec names no unit). */
  answerDuration: z.number(),
  answerDurationMinutes: z.number(),
  /** The service's own renderings, `YYYY/MM/DD, HH:MM:SS` in its time zone; null when there is none. */
  startTimeText: z.string(),
  answerTimeText: z.nullable(z.string()),
  stopTimeText: z.nullable(z.string()),
  createdText: z.string(),
  fields: z.array(z.unknown()),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

export {
  CALL_LOG_SORT_FIELDS,
  callLogSortBySchema,
  sortOrderSchema,
  type CallLogSortBy,
  type SortOrder,
} from './call-log-sort';

export const CALL_LOG_MAX_LIMIT = 100;

/** Totals of the whole filtered set, beside each page. */
const callLogTotals = {
  total: z.int().check(z.gte(0)),
  /** Billed minutes of the filtered set; null when the set is empty. */
  totalAnswerDurationMinutes: z.nullable(z.number()),
};

/**
 * A page of the cursor-paged call log. Each cursor is opaque: send it back with `direction` next or
 * previous. Null means there is nothing further that way.
 */
export const callLogPageSchema = z.object({
  items: z.array(callRecordSchema),
  limit: z.int().check(z.gte(1), z.lte(CALL_LOG_MAX_LIMIT)),
  nextCursor: z.nullable(z.string()),
  previousCursor: z.nullable(z.string()),
  ...callLogTotals,
});
export type CallLogPage = z.infer<typeof callLogPageSchema>;

/** A page of the numbered (version 1) call log. */
export const callLogNumberedPageSchema = z.extend(pageSchema(callRecordSchema), {
  totalAnswerDurationMinutes: callLogTotals.totalAnswerDurationMinutes,
});
export type CallLogNumberedPage = z.infer<typeof callLogNumberedPageSchema>;

/** A call named in a path: the call log's `id`, which the trace and add-user use too. */
export const callIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
