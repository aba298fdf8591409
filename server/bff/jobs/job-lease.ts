import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import type { JobRow } from '../../db/tables/jobs';

/** Jobs a runner may pick up: not yet started, or started by an instance whose lease has run out. */
const RUNNABLE = ['queued', 'running'] as const;

/**
 * The database lease that lets exactly one BFF instance run a job at a time. Every write is a conditional
 * UPDATE (`… where lease_owner = me`, or `… where the lease has expired`), so two instances racing for
 * the same job cannot both win: SQLite serializes writers, and PostgreSQL re-checks the WHERE clause on the
 * row version it locks, so the second UPDATE matches nothing.
 */
export class JobLease {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    readonly ownerId: string,
    private readonly leaseMs: number,
    private readonly now: () => Date,
  ) {}

  /** Claims the oldest runnable job, or returns null when there is none or another runner won it. */
  async claimNext(kind: string): Promise<JobRow | null> {
    const at = this.now().toISOString();
    const candidates = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('status', 'in', RUNNABLE)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', at)]))
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
      .set({ lease_expires_at: this.expiryFrom(at) })
      .where('id', '=', jobId)
      .where('lease_owner', '=', this.ownerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives the job up so that any instance may take it at once (a graceful stop, or the job ended). */
  async release(jobId: string): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ lease_owner: null, lease_expires_at: null })
      .where('id', '=', jobId)
      .where('lease_owner', '=', this.ownerId)
      .execute();
  }

  private async claim(jobId: string, at: string): Promise<JobRow | null> {
    const result = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        lease_owner: this.ownerId,
        lease_expires_at: this.expiryFrom(this.now()),
        started_at: eb.fn.coalesce('started_at', eb.val(at)),
        updated_at: at,
      }))
      .where('id', '=', jobId)
      .where('status', 'in', RUNNABLE)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', at)]))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return null;
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
    return row && row.lease_owner === this.ownerId ? row : null;
  }

  private expiryFrom(at: Date): string {
    return new Date(at.getTime() + this.leaseMs).toISOString();
  }
}
