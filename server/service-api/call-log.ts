import { z } from 'zod';
import { wireFlag, withMessage } from './common';

export const CALL_LOG_PATH = '/v1/call/log';

/** Query values arrive as strings; an empty value (`from_number=`) counts as not given. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** An integer query parameter: `"42"` or `42`; anything else (`"4.2"`, `"abc"`) is refused. */
export const queryInteger = <S extends z.ZodType<number>>(inner: S) =>
  z.preprocess((value) => {
    const given = blankAsAbsent(value);
    return typeof given === 'string' && /^-?\d{1,16}$/.test(given.trim()) ? Number(given) : given;
  }, inner);

export const queryText = z.preprocess(blankAsAbsent, z.string().trim().min(1).max(200).optional());

const epochInteger = queryInteger(z.number().int().nonnegative()).optional();

export const CALL_LOG_SORT_FIELDS = ['start_time', 'answer_time', 'stop_time', 'created'] as const;
export type CallLogSortField = (typeof CALL_LOG_SORT_FIELDS)[number];

/**
 * The cursor of version 2: the `data.search_after` of the previous answer, sent back as repeated
 * `search_after[]` parameters: the sort field's value of the boundary record, then its id.
 */
export const searchAfterCursor = z.preprocess(
  (value) => (value === undefined || Array.isArray(value) ? value : [value]),
  z
    .tuple([queryInteger(z.number().int()), z.string().min(1).max(64)], {
      error: 'expected two values [sort value, id] as returned in data.search_after',
    })
    .optional(),
);

export const callLogQuery = z.object({
  version: queryInteger(z.union([z.literal(1), z.literal(2)])).default(1),
  page: queryInteger(z.number().int().min(1)).default(1),
  limit: queryInteger(z.number().int().min(1)).default(10),
  sort_by: z.preprocess(blankAsAbsent, z.enum(CALL_LOG_SORT_FIELDS).default('start_time')),
  sort_order: z.preprocess(blankAsAbsent, z.enum(['desc', 'asc']).default('desc')),
  'search_after[]': searchAfterCursor,
  order_direction: z.preprocess(blankAsAbsent, z.enum(['ltr', 'rtl']).default('ltr')),
  from_user_id: queryText,
  from_number: queryText,
  to_number: queryText,
  from_start_time: epochInteger,
  to_start_time: epochInteger,
  from_answer_time: epochInteger,
  to_answer_time: epochInteger,
  from_stop_time: epochInteger,
  to_stop_time: epochInteger,
  from_created_time: epochInteger,
  to_created_time: epochInteger,
});
export type CallLogQuery = z.infer<typeof callLogQuery>;

/** A call record exactly as the service lists it. */
export const wireCallRecord = z.object({
  id: z.string(),
  uuid: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
  account_id: z.number().int(),
  from_number: z.string(),
  to_number: z.string(),
  from_user_id: z.string().nullable(),
  from_alias: z.string(),
  to_alias: z.string(),
  from_internal: wireFlag,
  to_internal: wireFlag,
  participants: z.string(),
  video_call: wireFlag,
  recorded: wireFlag,
  record_path: z.string().nullable(),
  start_time: z.number().int(),
  answer_time: z.number().int(),
  stop_time: z.number().int(),
  created: z.number().int(),
  last_modified: z.number().int(),
  amount: z.number(),
  answer_duration: z.number(),
  answer_duration_minutes: z.number(),
  start_time_datetime: z.string(),
  stop_time_datetime: z.string(),
  created_datetime: z.string(),
  /** `YYYY/MM/DD, HH:MM:SS`, or the number 0 when the call was not answered. */
  answer_time_datetime: z.union([z.string(), z.literal(0)]),
  fields: z.array(z.unknown()),
});
export type WireCallRecord = z.infer<typeof wireCallRecord>;

export const callLogResponse = withMessage.extend({
  data: z.object({
    calls: z.array(wireCallRecord),
    search_after: z.array(z.union([z.number(), z.string()])),
    limit: z.number().int(),
    totalCalls: z.number().int(),
    totalAnswerDurationMinutes: z.number().nullable(),
    /** Version 1 (page-based) answers only: its page position, as the docs' sample shows it. */
    totalPages: z.number().int().nonnegative().optional(),
    currentPage: z.number().int().min(1).optional(),
  }),
});
