import type { Kysely, Migration } from 'kysely';

/**
 * Why a job failed, as a code the console can act on (`campaign_not_found`: resuming cannot help), beside
 * the readable `error`. Older failed jobs keep null: they are treated as before.
 */
export const jobErrorCode: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('error_code', 'varchar(64)').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('error_code').execute();
  },
};
