import { sql, type Kysely, type Migration } from 'kysely';

const time = 'varchar(32)';
const id = 'varchar(64)';

/**
 * What the IVR designer keeps beside the service: one draft and one canvas layout per tree, who has a tree
 * open, published versions, and every publish with a journal row per service call.
 */
export const ivrDesigner: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ivr_drafts')
      .addColumn('tree_id', id, (col) => col.primaryKey())
      .addColumn('menu', 'text', (col) => col.notNull())
      .addColumn('base', 'text', (col) => col.notNull())
      .addColumn('revision', 'integer', (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('updated_by', 'varchar(36)', (col) => col.notNull())
      .addColumn('updated_by_name', 'varchar(100)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ivr_layouts')
      .addColumn('tree_id', id, (col) => col.primaryKey())
      .addColumn('positions', 'text', (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('updated_by', 'varchar(36)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ivr_presence')
      .addColumn('tree_id', id, (col) => col.notNull())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull())
      .addColumn('username', 'varchar(100)', (col) => col.notNull())
      .addColumn('display_name', 'varchar(200)', (col) => col.notNull())
      .addColumn('since', time, (col) => col.notNull())
      .addColumn('last_seen_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('ivr_presence_pk', ['tree_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('ivr_publishes')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('tree_id', id, (col) => col.notNull())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('note', 'text', (col) => col.notNull())
      .addColumn('base', 'text', (col) => col.notNull())
      .addColumn('target', 'text', (col) => col.notNull())
      .addColumn('created_by', 'varchar(36)', (col) => col.notNull())
      .addColumn('created_by_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('created_at', time, (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('finished_at', time)
      .addColumn('lease_owner', 'varchar(200)')
      .addColumn('lease_expires_at', time)
      .addColumn('error', 'text')
      .addColumn('version_number', 'integer')
      .execute();
    // The guard that one publish at a time runs on a tree, whichever instance started it: a second
    // `running` row of the same tree breaks this index, on SQLite and PostgreSQL alike.
    await db.schema
      .createIndex('ivr_publishes_one_running_idx')
      .on('ivr_publishes')
      .column('tree_id')
      .unique()
      .where(sql.ref('status'), '=', 'running')
      .execute();
    await db.schema
      .createIndex('ivr_publishes_tree_created_idx')
      .on('ivr_publishes')
      .columns(['tree_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('ivr_publish_operations')
      .addColumn('publish_id', 'varchar(36)', (col) =>
        col.notNull().references('ivr_publishes.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (col) => col.notNull())
      .addColumn('operation', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('created_id', id)
      .addColumn('error', 'text')
      .addColumn('uncertain', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('ivr_publish_operations_pk', ['publish_id', 'seq'])
      .execute();

    await db.schema
      .createTable('ivr_versions')
      .addColumn('tree_id', id, (col) => col.notNull())
      .addColumn('number', 'integer', (col) => col.notNull())
      .addColumn('menu', 'text', (col) => col.notNull())
      .addColumn('note', 'text', (col) => col.notNull())
      .addColumn('publish_id', 'varchar(36)', (col) => col.notNull())
      .addColumn('published_by', 'varchar(36)', (col) => col.notNull())
      .addColumn('published_by_name', 'varchar(100)', (col) => col.notNull())
      .addColumn('published_at', time, (col) => col.notNull())
      .addPrimaryKeyConstraint('ivr_versions_pk', ['tree_id', 'number'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ivr_versions').execute();
    await db.schema.dropTable('ivr_publish_operations').execute();
    await db.schema.dropTable('ivr_publishes').execute();
    await db.schema.dropTable('ivr_presence').execute();
    await db.schema.dropTable('ivr_layouts').execute();
    await db.schema.dropTable('ivr_drafts').execute();
  },
};
