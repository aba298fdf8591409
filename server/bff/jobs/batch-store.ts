import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import type { CampaignPhonesResult } from '@/core/api/campaigns';
import { finishJob, type JobOutcome } from './finish-job';

export type PendingBatch = { index: number; phones: string[]; attempts: number };

/** Thrown inside a recording transaction to roll it back: another instance now owns the job. */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`The lease on job ${jobId} is held by another instance`);
    this.name = 'LeaseLostError';
  }
}

/** The batches of one job as its lease holder reads and records them. */
export class BatchStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly ownerId: string,
    private readonly now: () => Date,
  ) {}

  /** The lowest-numbered batch not yet answered: after a restart, the one after the last recorded. */
  async nextPending(jobId: string): Promise<PendingBatch | null> {
    const row = await this.db
      .selectFrom('job_batches')
      .select(['batch_index', 'phones', 'attempts'])
      .where('job_id', '=', jobId)
      .where('status', '=', 'pending')
      .orderBy('batch_index')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return { index: row.batch_index, phones: JSON.parse(row.phones) as string[], attempts: row.attempts };
  }

  /** Counted before the request goes out, so a batch that was in flight when a process died shows it. */
  async markAttempt(jobId: string, index: number): Promise<void> {
    await this.db
      .updateTable('job_batches')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: this.now().toISOString() }))
      .where('job_id', '=', jobId)
      .where('batch_index', '=', index)
      .execute();
  }

  async noteTransientFailure(jobId: string, index: number, message: string): Promise<void> {
    await this.db
      .updateTable('job_batches')
      .set({ last_error: message, updated_at: this.now().toISOString() })
      .where('job_id', '=', jobId)
      .where('batch_index', '=', index)
      .execute();
  }

  /**
   * Records one answered batch — the job's counts, the batch, each number's outcome — in one transaction,
   * and only while this instance holds the lease. A cancelled job still gets the answer recorded: the
   * service applied it. Returns the job's status afterwards, so the caller knows whether to go on.
   */
  async recordAnswer(jobId: string, batch: PendingBatch, answer: CampaignPhonesResult): Promise<string> {
    const at = this.now().toISOString();
    // r=7 means every number was already there, whatever the lists say.
    const skippedPhones = answer.allAlreadyInCampaign ? batch.phones : answer.skippedPhones;
    const invalidPhones = answer.allAlreadyInCampaign ? [] : answer.invalidPhones;
    const skipped = answer.allAlreadyInCampaign ? batch.phones.length : answer.skipped;
    const invalid = answer.allAlreadyInCampaign ? 0 : answer.invalid;
    const added = answer.allAlreadyInCampaign ? 0 : answer.added;
    return this.db.transaction().execute(async (trx) => {
      const job = await trx
        .updateTable('jobs')
        .set((eb) => ({
          sent: eb('sent', '+', batch.phones.length),
          added: eb('added', '+', added),
          skipped: eb('skipped', '+', skipped),
          invalid: eb('invalid', '+', invalid),
          batches_done: eb('batches_done', '+', 1),
          updated_at: at,
        }))
        .where('id', '=', jobId)
        .where('lease_owner', '=', this.ownerId)
        .returning('status')
        .executeTakeFirst();
      if (!job) throw new LeaseLostError(jobId);
      await trx
        .updateTable('job_batches')
        .set({
          status: 'done',
          result: JSON.stringify({ added, skipped, invalid, resent: batch.attempts > 0 }),
          last_error: null,
          updated_at: at,
        })
        .where('job_id', '=', jobId)
        .where('batch_index', '=', batch.index)
        .execute();
      const items = trx
        .updateTable('job_items')
        .where('job_id', '=', jobId)
        .where('batch_index', '=', batch.index);
      await items.set({ outcome: 'added' }).execute();
      if (skippedPhones.length > 0) {
        await items.set({ outcome: 'skipped' }).where('normalized', 'in', skippedPhones).execute();
      }
      if (invalidPhones.length > 0) {
        await items
          .set({ outcome: 'invalid', reason: 'service' })
          .where('normalized', 'in', invalidPhones)
          .execute();
      }
      return job.status;
    });
  }

  /** Ends the job (done or failed) and frees it, if this instance still runs it. */
  finish(jobId: string, outcome: JobOutcome): Promise<void> {
    return finishJob(this.db, this.ownerId, this.now(), jobId, outcome);
  }
}
