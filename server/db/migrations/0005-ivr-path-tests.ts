import type { Kysely, Migration } from 'kysely';

/**
 * The test cases supervisors save with an IVR tree, one row per tree: the whole list and the longest
 * acceptable wait for an agent as one JSON document, saved with optimistic concurrency on `revision`.
 */
export const ivrPathTests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ivr_path_tests')
      .addColumn('tree_id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('document', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_by', 'varchar(36)', (col) => col.notNull())
      .addColumn('updated_by_name', 'varchar(100)', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ivr_path_tests').execute();
  },
};
