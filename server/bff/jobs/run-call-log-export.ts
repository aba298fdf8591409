import { CALL_LOG_EXPORT_MAX_ROWS, CALL_LOG_EXPORT_PAGE_ROWS } from '@/core/api/call-log-exports';
import { decodeCallLogCursor } from '@/core/api/call-log-cursor';
import { callLogFiltersSchema } from '@/core/api/call-log-query';
import type { JobRow } from '../../db/tables/jobs';
import type { RateLimit } from '../../service-api/rate-limits';
import { callCsvLine } from '../routes/telephony/call-log-csv';
import type { CallLogClient } from '../upstream/call-log-client';
import { ServiceContractError, ServiceError, ServiceUnavailableError } from '../upstream/errors';
import { LeaseLostError } from './batch-store';
import type { ExportPageStore } from './export-page-store';
import { pause } from './pause';
import { retryDelayMs, type JobRunnerSettings } from './runner-settings';
import type { JobRunOutcome } from './job-runner';

export type ExportRun = {
  job: JobRow;
  pages: ExportPageStore;
  callLog: Pick<CallLogClient, 'page'>;
  /** The share of the call log's rate limit background work gets (none: as fast as the service answers). */
  limit: RateLimit | undefined;
  settings: JobRunnerSettings;
  /** Fires when the runner stops or the lease is lost: stop before the next request. */
  signal: AbortSignal;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
};

/**
 * Walks the filtered call log a cursor page at a time, storing each page's CSV lines with the cursor of the
 * next one before asking for it: a restart (or another instance) goes on from the stored cursor. Each
 * request waits for its place in the shared rate budget as long as it takes, so the export is paced by the
 * service's limit, never failed by it.
 */
export async function runCallLogExport(run: ExportRun): Promise<JobRunOutcome> {
  const { job, pages, settings, signal } = run;
  const began = run.now().getTime();
  let pagesThisRun = 0;
  let failuresInARow = 0;
  for (;;) {
    if (signal.aborted) return 'stopped';
    const walk = await pages.walk(job.id);
    const filters = callLogFiltersSchema.safeParse(walk?.filters);
    if (!walk || !filters.success) {
      await pages.finish(job.id, { status: 'failed', error: 'The export lost its filters.' });
      return 'ended';
    }
    const cursor = walk.nextCursor ? decodeCallLogCursor(walk.nextCursor) : undefined;
    const cap = walk.expectedRows ?? CALL_LOG_EXPORT_MAX_ROWS;
    if (walk.pagesDone > 0 && (!cursor || walk.rowsDone >= cap)) {
      await pages.finish(job.id, { status: 'done' });
      return 'ended';
    }
    let page;
    try {
      page = await run.callLog.page(
        { ...filters.data, limit: CALL_LOG_EXPORT_PAGE_ROWS, direction: 'next', cursor: cursor ?? undefined },
        { background: true },
      );
    } catch (error) {
      if (error instanceof ServiceUnavailableError && failuresInARow < settings.retry.maxAttempts) {
        failuresInARow += 1;
        await pages.noteTransientFailure(job.id, error.message);
        await pause(retryDelayMs(settings.retry, failuresInARow, error.retryAfterSeconds), signal);
        continue;
      }
      if (!(error instanceof ServiceError)) run.log(`call-log export ${job.id} failed`, error);
      await pages.finish(job.id, { status: 'failed', error: failureMessage(error) });
      return 'ended';
    }
    failuresInARow = 0;
    const expected = walk.expectedRows ?? Math.min(page.total, CALL_LOG_EXPORT_MAX_ROWS);
    const items = page.items.slice(0, Math.max(0, expected - walk.rowsDone));
    const rowsDone = walk.rowsDone + items.length;
    const last = items.length < page.items.length || page.items.length === 0 || !page.nextCursor;
    pagesThisRun += 1;
    const pagesLeft = last ? 0 : Math.ceil((expected - rowsDone) / CALL_LOG_EXPORT_PAGE_ROWS);
    let status: string;
    try {
      status = await pages.record(job.id, walk.pagesDone, {
        csv: items.map(callCsvLine).join(''),
        rows: items.length,
        nextCursor: last || rowsDone >= expected ? null : page.nextCursor,
        ...(walk.expectedRows === null ? { found: page.total, expectedRows: expected } : {}),
        expectedEndAt: expectedEnd(run, pagesLeft, (run.now().getTime() - began) / pagesThisRun),
      });
    } catch (error) {
      if (error instanceof LeaseLostError) return 'stopped';
      throw error;
    }
    if (status !== 'running') return 'ended';
  }
}

/**
 * When the remaining pages should be read: at the slower of the limit's pace and the pace so far (the
 * first window's burst is faster than the limit allows over time; other users of the budget slow it).
 */
function expectedEnd(run: ExportRun, pagesLeft: number, msPerPageSoFar: number): string | null {
  const limitPace = run.limit ? run.limit.windowMs / run.limit.max : 0;
  const pace = Math.max(limitPace, msPerPageSoFar);
  return new Date(run.now().getTime() + pagesLeft * pace).toISOString();
}

/** What the user reads on a failed export: the service's own words for a refusal. */
function failureMessage(error: unknown): string {
  if (error instanceof ServiceError) return error.message;
  if (error instanceof ServiceUnavailableError)
    return 'The contact-center service kept failing; the export stopped.';
  if (error instanceof ServiceContractError)
    return 'The contact-center service answered in an unexpected way.';
  return 'The export stopped on an unexpected error.';
}
