import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';

export type JobOutcome = { status: 'done' } | { status: 'failed'; error: string; errorCode?: string };

/** Ends a job (done or failed) and frees its lease, if `ownerId` still runs it. */
export async function finishJob(
  db: Kysely<AppDatabase>,
  ownerId: string,
  at: Date,
  jobId: string,
  outcome: JobOutcome,
): Promise<void> {
  const when = at.toISOString();
  await db
    .updateTable('jobs')
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      error_code: outcome.status === 'failed' ? (outcome.errorCode ?? null) : null,
      finished_at: when,
      updated_at: when,
      lease_owner: null,
      lease_expires_at: null,
    })
    .where('id', '=', jobId)
    .where('lease_owner', '=', ownerId)
    .where('status', '=', 'running')
    .execute();
}
