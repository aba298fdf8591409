import type { Kysely, Migration } from 'kysely';

const time = 'varchar(32)';

/**
 * Call-log CSV exports run as jobs (`jobs.kind = 'call-log-export'`, leased like campaign imports): what
 * the export was asked for and where its walk stands (the cursor of the next page, so a restart or another
 * instance goes on without a gap or a repeat), and the file itself, one row per page of CSV lines.
 */
export const callLogExports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('call_log_exports')
      .addColumn('job_id', 'varchar(36)', (col) => col.primaryKey().references('jobs.id').onDelete('cascade'))
      .addColumn('filters', 'text', (col) => col.notNull())
      .addColumn('next_cursor', 'text')
      .addColumn('found', 'integer')
      .addColumn('expected_rows', 'integer')
      .addColumn('expected_end_at', time)
      .execute();

    await db.schema
      .createTable('call_log_export_pages')
      .addColumn('job_id', 'varchar(36)', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('page_index', 'integer', (col) => col.notNull())
      .addColumn('row_count', 'integer', (col) => col.notNull())
      .addColumn('csv', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('call_log_export_pages_pk', ['job_id', 'page_index'])
      .execute();
    // A user's recent exports (the call log page finds a running one again after a reload).
    await db.schema
      .createIndex('jobs_kind_creator_idx')
      .on('jobs')
      .columns(['kind', 'created_by', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('jobs_kind_creator_idx').execute();
    await db.schema.dropTable('call_log_export_pages').execute();
    await db.schema.dropTable('call_log_exports').execute();
  },
};
