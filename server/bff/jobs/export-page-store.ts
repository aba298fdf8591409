import type { Kysely } from 'kysely';
import { CALL_LOG_EXPORT_PAGE_ROWS } from '@/core/api/call-log-exports';
import type { AppDatabase } from '../../db/schema';
import { LeaseLostError } from './batch-store';
import { finishJob, type JobOutcome } from './finish-job';

/** Where an export's walk stands, as its lease holder reads it before each page. */
export type ExportWalk = {
  filters: unknown;
  nextCursor: string | null;
  pagesDone: number;
  rowsDone: number;
  expectedRows: number | null;
};

export type RecordedPage = {
  csv: string;
  rows: number;
  /** The cursor of the page after this one; null when this was the last. */
  nextCursor: string | null;
  /** With the first page: the set's size and the rows the file will hold. */
  found?: number;
  expectedRows?: number;
  expectedEndAt: string | null;
};

/** The pages of one export as its lease holder reads and records them. */
export class ExportPageStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly ownerId: string,
    private readonly now: () => Date,
  ) {}

  async walk(jobId: string): Promise<ExportWalk | null> {
    const row = await this.db
      .selectFrom('jobs')
      .innerJoin('call_log_exports', 'call_log_exports.job_id', 'jobs.id')
      .select([
        'call_log_exports.filters',
        'call_log_exports.next_cursor',
        'call_log_exports.expected_rows',
        'jobs.batches_done',
        'jobs.sent',
      ])
      .where('jobs.id', '=', jobId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      filters: JSON.parse(row.filters) as unknown,
      nextCursor: row.next_cursor,
      pagesDone: row.batches_done,
      rowsDone: row.sent,
      expectedRows: row.expected_rows,
    };
  }

  /**
   * Stores one page's lines and moves the walk on in one transaction, only while this instance holds the
   * lease: a restart resumes at the stored cursor, so no page is written twice or skipped. Returns the
   * job's status afterwards (a cancelled job stops).
   */
  async record(jobId: string, pageIndex: number, page: RecordedPage): Promise<string> {
    const at = this.now().toISOString();
    return this.db.transaction().execute(async (trx) => {
      const job = await trx
        .updateTable('jobs')
        .set((eb) => ({
          sent: eb('sent', '+', page.rows),
          batches_done: eb('batches_done', '+', 1),
          error: null,
          updated_at: at,
          ...(page.expectedRows === undefined
            ? {}
            : {
                total: page.expectedRows,
                batches_total: Math.ceil(page.expectedRows / CALL_LOG_EXPORT_PAGE_ROWS),
              }),
        }))
        .where('id', '=', jobId)
        .where('lease_owner', '=', this.ownerId)
        .where('batches_done', '=', pageIndex)
        .returning('status')
        .executeTakeFirst();
      if (!job) throw new LeaseLostError(jobId);
      await trx
        .insertInto('call_log_export_pages')
        .values({ job_id: jobId, page_index: pageIndex, row_count: page.rows, csv: page.csv })
        .execute();
      await trx
        .updateTable('call_log_exports')
        .set({
          next_cursor: page.nextCursor,
          expected_end_at: page.expectedEndAt,
          ...(page.found === undefined ? {} : { found: page.found, expected_rows: page.expectedRows }),
        })
        .where('job_id', '=', jobId)
        .execute();
      return job.status;
    });
  }

  async noteTransientFailure(jobId: string, message: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ error: message, updated_at: this.now().toISOString() })
      .where('id', '=', jobId)
      .where('lease_owner', '=', this.ownerId)
      .execute();
  }

  /** Ends the export (done or failed) and frees it, if this instance still runs it. */
  async finish(jobId: string, outcome: JobOutcome) {
    await finishJob(this.db, this.ownerId, this.now(), jobId, outcome);
    await this.db
      .updateTable('call_log_exports')
      .set({ expected_end_at: null })
      .where('job_id', '=', jobId)
      .execute();
  }
}
