import { z } from 'zod';
import { CALL_LOG_MAX_LIMIT, callLogSortBySchema, sortOrderSchema } from './call-log';
import { decodeCallLogCursor, type CallLogCursor } from './call-log-cursor';
import { normalizePhoneNumber } from '../phone-number';
import { checkRange, optionalEpochMs, optionalQueryText, queryInteger } from './query-values';

/**
 * A number filter in any spelling (`0969…`, `969…`, `84969…`, `+84 969…`) finds the calls of that number:
 * a phone number is sent in the service's own form (`84…`); other text (a user id) as typed.
 */
const numberFilter = optionalQueryText
  .transform((value) => {
    if (value === undefined) return undefined;
    const normalized = normalizePhoneNumber(value);
    return normalized.ok ? normalized.digits : value;
  })
  .optional();

/** Filters and sort of the call log, every time in epoch milliseconds (also `created`). */
const filterShape = {
  /** The caller's user id. */
  callerId: optionalQueryText,
  fromNumber: numberFilter,
  toNumber: numberFilter,
  startedFrom: optionalEpochMs,
  startedTo: optionalEpochMs,
  answeredFrom: optionalEpochMs,
  answeredTo: optionalEpochMs,
  stoppedFrom: optionalEpochMs,
  stoppedTo: optionalEpochMs,
  createdFrom: optionalEpochMs,
  createdTo: optionalEpochMs,
  sortBy: z._default(callLogSortBySchema, 'startTime'),
  sortOrder: z._default(sortOrderSchema, 'desc'),
};

type TimeRanges = Partial<
  Record<`${'started' | 'answered' | 'stopped' | 'created'}${'From' | 'To'}`, number>
>;

function checkRanges<T extends TimeRanges>(filters: T, ctx: z.RefinementCtx<T>) {
  checkRange(ctx, filters.startedFrom, filters.startedTo, 'startedTo');
  checkRange(ctx, filters.answeredFrom, filters.answeredTo, 'answeredTo');
  checkRange(ctx, filters.stoppedFrom, filters.stoppedTo, 'stoppedTo');
  checkRange(ctx, filters.createdFrom, filters.createdTo, 'createdTo');
}

export const callLogFiltersSchema = z.object(filterShape).superRefine(checkRanges);
export type CallLogFilters = z.output<typeof callLogFiltersSchema>;

const pageSize = queryInteger(z.number().int().min(1).max(CALL_LOG_MAX_LIMIT));

/**
 * The cursor-paged call log. Without a cursor, `next` reads from the start of the sort order and
 * `previous` from its end. The cursor arrives as text and leaves decoded; a cursor of another sort is
 * refused, since its position means nothing in this one.
 */
export const callLogQuerySchema = z
  .object({
    ...filterShape,
    limit: pageSize.default(50),
    cursor: z.string().max(1000).optional(),
    direction: z.enum(['next', 'previous']).default('next'),
  })
  .superRefine(checkRanges)
  .transform((query, ctx) => {
    if (query.cursor === undefined || query.cursor === '') return { ...query, cursor: undefined };
    const cursor: CallLogCursor | null = decodeCallLogCursor(query.cursor);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'is not a call-log cursor' });
      return z.NEVER;
    }
    if (cursor.sortBy !== query.sortBy || cursor.sortOrder !== query.sortOrder) {
      ctx.addIssue({
        code: 'custom',
        path: ['cursor'],
        message: 'belongs to another sort order; start again from the first page',
      });
      return z.NEVER;
    }
    return { ...query, cursor };
  });
export type CallLogQueryInput = z.input<typeof callLogQuerySchema>;
export type CallLogQuery = z.output<typeof callLogQuerySchema>;

/** The numbered call log (the service's deprecated version 1). */
export const callLogNumberedQuerySchema = z
  .object({
    ...filterShape,
    page: queryInteger(z.number().int().min(1)).default(1),
    pageSize: pageSize.default(50),
  })
  .superRefine(checkRanges);
export type CallLogNumberedQuery = z.output<typeof callLogNumberedQuerySchema>;

/** GET /api/calls/:callId: `at`, the record's start time in ms, narrows the search around it. */
export const callRecordQuerySchema = z.object({ at: optionalEpochMs });
export type CallRecordQuery = z.output<typeof callRecordQuerySchema>;
