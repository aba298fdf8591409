import type { Kysely } from 'kysely';
import { UNRESUMABLE_IMPORT_ERRORS, type ImportErrorCode } from '@/core/api/campaign-imports';
import { newId } from '../../db/ids';
import type { AppDatabase } from '../../db/schema';
import type { JobItemRow, JobRow, JobStatus } from '../../db/tables/jobs';
import { planImport } from './import-plan';

export const CAMPAIGN_IMPORT = 'campaign-import';

/** Rows per INSERT: well under the bound-parameter limits of SQLite (32,766) and PostgreSQL (65,535). */
const ITEM_ROWS_PER_INSERT = 1000;
const REPORT_PAGE = 2000;

export const FINAL_STATUSES: readonly JobStatus[] = ['cancelled', 'failed', 'done'];
const CANCELLABLE: JobStatus[] = ['queued', 'running', 'paused'];
const PAUSABLE: JobStatus[] = ['queued', 'running'];
/** A failed job may be resumed too: its answered batches stay recorded, the rest are sent. */
const RESUMABLE: JobStatus[] = ['paused', 'failed'];

export type NewImport = {
  campaignId: string;
  phones: readonly string[];
  user: { id: string; username: string };
};

/** `changed`, or why not: the job is in a state that does not allow it, or does not exist. */
export type StatusChange = 'changed' | 'not-allowed' | 'missing';

/** Campaign import jobs as the routes see them: create, read, list, cancel, and the per-number report. */
export class ImportJobs {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  /** Stores the job with its batches and numbers in one transaction; a runner picks it up from there. */
  async create(input: NewImport): Promise<string> {
    const plan = planImport(input.phones);
    const id = newId();
    const at = this.now().toISOString();
    const nothingToSend = plan.batches.length === 0;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('jobs')
        .values({
          id,
          kind: CAMPAIGN_IMPORT,
          campaign_id: input.campaignId,
          status: nothingToSend ? 'done' : 'queued',
          created_by: input.user.id,
          created_by_name: input.user.username,
          created_at: at,
          updated_at: at,
          started_at: nothingToSend ? at : null,
          finished_at: nothingToSend ? at : null,
          lease_owner: null,
          lease_expires_at: null,
          total: plan.counts.total,
          valid: plan.counts.valid,
          sent: 0,
          added: 0,
          skipped: 0,
          invalid: plan.counts.invalid,
          duplicates: plan.counts.duplicates,
          batches_total: plan.batches.length,
          batches_done: 0,
          error: null,
        })
        .execute();
      for (const [index, phones] of plan.batches.entries()) {
        await trx
          .insertInto('job_batches')
          .values({
            job_id: id,
            batch_index: index,
            phones: JSON.stringify(phones),
            status: 'pending',
            result: null,
            attempts: 0,
            last_error: null,
            updated_at: at,
          })
          .execute();
      }
      for (let start = 0; start < plan.items.length; start += ITEM_ROWS_PER_INSERT) {
        const rows = plan.items.slice(start, start + ITEM_ROWS_PER_INSERT).map((item) => ({
          job_id: id,
          seq: item.seq,
          phone: item.phone,
          normalized: item.normalized,
          outcome: item.outcome,
          reason: item.reason,
          batch_index: item.batchIndex,
        }));
        await trx.insertInto('job_items').values(rows).execute();
      }
    });
    return id;
  }

  async find(jobId: string): Promise<JobRow | undefined> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', jobId)
      .where('kind', '=', CAMPAIGN_IMPORT)
      .executeTakeFirst();
  }

  /** Newest first. */
  async list(filter: { campaignId?: string; limit: number }): Promise<JobRow[]> {
    let query = this.db.selectFrom('jobs').selectAll().where('kind', '=', CAMPAIGN_IMPORT);
    if (filter.campaignId) query = query.where('campaign_id', '=', filter.campaignId);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
  }

  /**
   * Marks the job cancelled. The lease is left alone: the runner holding it records the batch it has in
   * flight (the service has applied it) and then stops, seeing the new status.
   */
  async cancel(jobId: string): Promise<StatusChange> {
    const at = this.now().toISOString();
    return this.changeStatus(jobId, CANCELLABLE, { status: 'cancelled', finished_at: at });
  }

  /** Like cancel, but resumable: the runner stops after the batch in flight. */
  async pause(jobId: string): Promise<StatusChange> {
    return this.changeStatus(jobId, PAUSABLE, { status: 'paused' });
  }

  /** Back in the queue; the next runner to poll resumes it with its first unanswered batch. */
  async resume(jobId: string): Promise<StatusChange> {
    return this.changeStatus(
      jobId,
      RESUMABLE,
      { status: 'queued', error: null, error_code: null, finished_at: null },
      // A failure resuming cannot mend (an unknown campaign) stays failed.
      UNRESUMABLE_IMPORT_ERRORS,
    );
  }

  private async changeStatus(
    jobId: string,
    from: JobStatus[],
    change: { status: JobStatus; finished_at?: string | null; error?: null; error_code?: null },
    unlessErrorIn: readonly ImportErrorCode[] = [],
  ): Promise<StatusChange> {
    let update = this.db
      .updateTable('jobs')
      .set({ ...change, updated_at: this.now().toISOString() })
      .where('id', '=', jobId)
      .where('kind', '=', CAMPAIGN_IMPORT)
      .where('status', 'in', from);
    if (unlessErrorIn.length > 0) {
      update = update.where((eb) =>
        eb.or([eb('error_code', 'is', null), eb('error_code', 'not in', [...unlessErrorIn])]),
      );
    }
    const result = await update.executeTakeFirst();
    if (result.numUpdatedRows > 0n) return 'changed';
    return (await this.find(jobId)) ? 'not-allowed' : 'missing';
  }

  /** Every submitted number with its outcome, in submission order, a page at a time (keyset on seq). */
  async *items(jobId: string): AsyncGenerator<JobItemRow[]> {
    let after = -1;
    for (;;) {
      const page = await this.db
        .selectFrom('job_items')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('seq', '>', after)
        .orderBy('seq')
        .limit(REPORT_PAGE)
        .execute();
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1]!.seq;
      if (page.length < REPORT_PAGE) return;
    }
  }
}
