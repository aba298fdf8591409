import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import type { JobRow } from '../../db/tables/jobs';
import { leaseLapsed, RowLease } from '../leases/row-lease';

/** Jobs a runner may pick up: not yet started, or started by an instance whose lease has run out. */
const RUNNABLE = ['queued', 'running'] as const;

/**
 * The database lease that lets exactly one BFF instance run a job at a time (conditional UPDATEs, as every
 * row lease: see RowLease). Unlike the others, a job is only taken once its lease has run out, never
 * renewed by claiming it again.
 */
export class JobLease {
  private readonly lease: RowLease;

  constructor(
    private readonly db: Kysely<AppDatabase>,
    readonly ownerId: string,
    leaseMs: number,
    private readonly now: () => Date,
  ) {
    this.lease = new RowLease(db, 'jobs', ownerId, leaseMs);
  }

  /** Claims the oldest runnable job, or returns null when there is none or another runner won it. */
  async claimNext(kind: string): Promise<JobRow | null> {
    const at = this.now().toISOString();
    const candidates = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('status', 'in', RUNNABLE)
      .where(leaseLapsed(at))
      .orderBy('created_at')
      .orderBy('id')
      .limit(5)
      .execute();
    for (const { id } of candidates) {
      const claimed = await this.claim(id, at);
      if (claimed) return claimed;
    }
    return null;
  }

  /** Extends the lease; false when the job is no longer ours to run (taken over, cancelled, finished). */
  async renew(jobId: string): Promise<boolean> {
    const at = this.now();
    const result = await this.db
      .updateTable('jobs')
      .set({ lease_expires_at: this.lease.expiryFrom(at) })
      .where('id', '=', jobId)
      .where('lease_owner', '=', this.ownerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives the job up so that any instance may take it at once (a graceful stop, or the job ended). */
  release(jobId: string): Promise<void> {
    return this.lease.release(jobId);
  }

  private async claim(jobId: string, at: string): Promise<JobRow | null> {
    const result = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        lease_owner: this.ownerId,
        lease_expires_at: this.lease.expiryFrom(this.now()),
        started_at: eb.fn.coalesce('started_at', eb.val(at)),
        updated_at: at,
      }))
      .where('id', '=', jobId)
      .where('status', 'in', RUNNABLE)
      .where(leaseLapsed(at))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return null;
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
    return row && row.lease_owner === this.ownerId ? row : null;
  }
}
