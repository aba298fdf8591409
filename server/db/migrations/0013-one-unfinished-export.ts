import { sql, type Kysely, type Migration } from 'kysely';

const EXPORT = 'call-log-export';
const UNFINISHED = ['queued', 'running', 'paused'];

type Jobs = {
  jobs: {
    id: string;
    kind: string;
    status: string;
    created_by: string;
    created_at: string;
    finished_at: string | null;
    updated_at: string;
    error: string | null;
  };
};

/**
 * One unfinished call-log export per user, held by the database: two instances (or two requests) that each
 * found none running could both queue one, as the check and the insert were two statements. A user who
 * already has more than one keeps the oldest; the others are cancelled, saying why.
 */
export const oneUnfinishedExport: Migration = {
  async up(db: Kysely<unknown>) {
    const jobs = db as unknown as Kysely<Jobs>;
    const unfinished = await jobs
      .selectFrom('jobs')
      .select(['id', 'created_by'])
      .where('kind', '=', EXPORT)
      .where('status', 'in', UNFINISHED)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const kept = new Set<string>();
    const extra = unfinished.filter((job) => kept.has(job.created_by) || !kept.add(job.created_by));
    if (extra.length > 0) {
      const at = new Date().toISOString();
      await jobs
        .updateTable('jobs')
        .set({
          status: 'cancelled',
          finished_at: at,
          updated_at: at,
          error: 'Cancelled: another export of yours was already under way',
        })
        .where(
          'id',
          'in',
          extra.map((job) => job.id),
        )
        .execute();
    }
    await db.schema
      .createIndex('jobs_one_unfinished_export')
      .on('jobs')
      .column('created_by')
      .unique()
      .where(sql.ref('kind'), '=', EXPORT)
      .where(sql.ref('status'), 'in', UNFINISHED)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_one_unfinished_export').execute();
  },
};
