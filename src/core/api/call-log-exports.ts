import { z } from 'zod/mini';

// Zod Mini: the call log's first load reads the user's exports, and does without Zod's classic API.

/**
 * The call log as a CSV file, made by a background job: the BFF walks the filtered set a cursor page at
 * a time within the service's rate limit (100 call-log requests a minute in field reports, so 100,000 rows
 * take about ten minutes), stores the file, and offers it for download once done.
 */

/** A larger set is cut at this many rows, the newest first in the chosen sort. */
export const CALL_LOG_EXPORT_MAX_ROWS = 100_000;
/** Rows per call-log request (the service's largest page). */
export const CALL_LOG_EXPORT_PAGE_ROWS = 100;

export const callLogExportStatusSchema = z.enum(['queued', 'running', 'cancelled', 'failed', 'done']);
export type CallLogExportStatus = z.infer<typeof callLogExportStatusSchema>;

const count = z.int().check(z.minimum(0));

export const callLogExportSchema = z.object({
  exportId: z.string(),
  status: callLogExportStatusSchema,
  /** The filters the export was started with (the call log's, as it parsed them). */
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  rows: z.object({
    /** Rows written so far. */
    done: count,
    /** Rows the file will hold: the set's size, at most CALL_LOG_EXPORT_MAX_ROWS; null until the first page. */
    expected: z.nullable(count),
  }),
  /** The filtered set's size when the export began; above `rows.expected` when the cap cut it. */
  found: z.nullable(count),
  capped: z.boolean(),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  /** When the file should be ready, from the service's rate limit and the pace so far; null when unknown. */
  expectedEndAt: z.nullable(z.string()),
  error: z.optional(z.string()),
});
export type CallLogExport = z.infer<typeof callLogExportSchema>;

/** What an export will cost, so the screen can say it before one starts. */
export const callLogExportPlanSchema = z.object({
  maxRows: count,
  rowsPerRequest: count,
  /** The share of the service's call-log limit an export gets (the rest is kept for people); null: none. */
  rateLimit: z.nullable(z.object({ max: count, windowMs: count })),
});
export type CallLogExportPlan = z.infer<typeof callLogExportPlanSchema>;

/** GET /api/call-log-exports: the signed-in user's recent exports, newest first, and the plan. */
export const callLogExportListSchema = z.object({
  items: z.array(callLogExportSchema),
  plan: callLogExportPlanSchema,
});
export type CallLogExportList = z.infer<typeof callLogExportListSchema>;

export const callLogExportIdSchema = z.uuid({ error: 'Not an export id' });

/**
 * How long a set of `rows` takes at most at the limit's pace, in ms (0 without a limit). A window's worth of
 * requests may go at once when the budget is unused, so it is often sooner.
 */
export function exportDurationMs(rows: number, plan: CallLogExportPlan): number {
  if (!plan.rateLimit) return 0;
  const requests = Math.ceil(Math.min(rows, plan.maxRows) / plan.rowsPerRequest);
  return Math.round((requests * plan.rateLimit.windowMs) / plan.rateLimit.max);
}
