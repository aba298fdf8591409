import type { Kysely, Migration } from 'kysely';

const time = 'varchar(32)';

/**
 * Campaign import jobs: the job with its lease and running counts, its batches (each answered batch is
 * recorded, so a restart resumes with the next one) and one row per submitted number for the report.
 */
export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('campaign_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('created_by', 'varchar(36)', (col) => col.notNull())
      .addColumn('created_by_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('started_at', time)
      .addColumn('finished_at', time)
      .addColumn('lease_owner', 'varchar(200)')
      .addColumn('lease_expires_at', time)
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('valid', 'integer', (col) => col.notNull())
      .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('added', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('invalid', 'integer', (col) => col.notNull())
      .addColumn('duplicates', 'integer', (col) => col.notNull())
      .addColumn('batches_total', 'integer', (col) => col.notNull())
      .addColumn('batches_done', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .execute();
    // The runners' poll: runnable jobs by status and lease; the SPA's list: recent jobs of a campaign.
    await db.schema
      .createIndex('jobs_status_lease_idx')
      .on('jobs')
      .columns(['status', 'lease_expires_at'])
      .execute();
    await db.schema
      .createIndex('jobs_campaign_created_idx')
      .on('jobs')
      .columns(['campaign_id', 'created_at'])
      .execute();
    await db.schema.createIndex('jobs_created_idx').on('jobs').column('created_at').execute();

    await db.schema
      .createTable('job_batches')
      .addColumn('job_id', 'varchar(36)', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('batch_index', 'integer', (col) => col.notNull())
      .addColumn('phones', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('result', 'text')
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('updated_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('job_batches_pk', ['job_id', 'batch_index'])
      .execute();

    await db.schema
      .createTable('job_items')
      .addColumn('job_id', 'varchar(36)', (col) => col.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (col) => col.notNull())
      .addColumn('phone', 'varchar(100)', (col) => col.notNull())
      .addColumn('normalized', 'varchar(16)')
      .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
      .addColumn('reason', 'varchar(32)')
      .addColumn('batch_index', 'integer')
      .addPrimaryKeyConstraint('job_items_pk', ['job_id', 'seq'])
      .execute();
    // Recording a batch's answer updates the outcomes of that batch's numbers.
    await db.schema
      .createIndex('job_items_batch_idx')
      .on('job_items')
      .columns(['job_id', 'batch_index', 'normalized'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_items').execute();
    await db.schema.dropTable('job_batches').execute();
    await db.schema.dropTable('jobs').execute();
  },
};
