import { z } from 'zod';
import { callLogFiltersSchema } from './call-log-query';
import { queryInteger } from './query-values';

/**
 * GET /api/calls/summary: the filtered set drawn as charts. Without a start range the last 30 days are
 * summed up; `utcOffsetMinutes` (the browser's, east of UTC positive) puts day buckets on local midnight.
 */
export const callLogSummaryQuerySchema = callLogFiltersSchema.safeExtend({
  utcOffsetMinutes: queryInteger(z.number().int().min(-840).max(840)).default(0),
});
export type CallLogSummaryQuery = z.output<typeof callLogSummaryQuerySchema>;
export type CallLogSummaryQueryInput = z.input<typeof callLogSummaryQuerySchema>;

export const SUMMARY_DEFAULT_SPAN_MS = 30 * 86_400_000;
export const SUMMARY_MAX_BUCKETS = 62;
/** Answered calls read through the cursor for the duration chart, at most. */
export const SUMMARY_DURATION_SAMPLE = 1_000;

/** Upper ends (seconds, exclusive) of the duration chart's bars; the last bar is open-ended. */
export const DURATION_BIN_LIMITS = [30, 60, 120, 300, 600] as const;

const countSchema = z.number().int().min(0);

export const callLogSummarySchema = z.object({
  /** The start-time range summed up, epoch ms, both ends included. */
  from: z.number().int(),
  to: z.number().int(),
  bucket: z.enum(['hour', 'day']),
  /** Width of one bucket in ms (a whole number of hours or days). */
  bucketMs: z.number().int().positive(),
  buckets: z.array(z.object({ start: z.number().int(), total: countSchema, answered: countSchema })),
  total: countSchema,
  answered: countSchema,
  /** Answered ÷ total, null for an empty set. */
  answerRate: z.number().min(0).max(1).nullable(),
  durations: z.object({
    /** Answered calls whose duration was read (the newest, up to SUMMARY_DURATION_SAMPLE). */
    sampled: countSchema,
    /** One count per bar: below 30 s, 30–60 s, 1–2 min, 2–5 min, 5–10 min, 10 min and more. */
    counts: z.array(countSchema).length(DURATION_BIN_LIMITS.length + 1),
  }),
  /**
   * False while buckets are still being counted within the service's rate limit: `buckets` then holds
   * those counted so far (ask again to get the rest) and the totals sum them; the durations come last.
   */
  complete: z.boolean(),
  /** How many buckets the range has once complete. */
  bucketsExpected: countSchema,
  /** How long the service's rate limit has held this summary up so far (ms). */
  rateLimitWaitMs: countSchema,
});
export type CallLogSummary = z.infer<typeof callLogSummarySchema>;
