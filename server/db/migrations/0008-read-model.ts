import type { Kysely, Migration } from 'kysely';

const time = 'varchar(32)';

/**
 * The read model: a copy of the service's configuration (see server/bff/read-model/README.md).
 * `read_model_rows` holds one row per object of a kind (agent, IVR node, …) as the BFF's contract shapes it;
 * `read_model_lists` one row per list the service gives (a kind, under a parent for nodes, keys and
 * routings) with the time it was last read whole and a version bumped on every change; `read_model_lease`
 * the refresher's lease. Every row carries the scope (service address and project) it was read from.
 */
export const readModel: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('read_model_rows')
      .addColumn('scope', 'varchar(64)', (col) => col.notNull())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('id', 'varchar(200)', (col) => col.notNull())
      .addColumn('parent_id', 'varchar(200)', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('read_model_rows_pk', ['scope', 'kind', 'id'])
      .execute();
    await db.schema
      .createIndex('read_model_rows_parent_idx')
      .on('read_model_rows')
      .columns(['scope', 'kind', 'parent_id'])
      .execute();
    await db.schema
      .createTable('read_model_lists')
      .addColumn('scope', 'varchar(64)', (col) => col.notNull())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('parent_id', 'varchar(200)', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('confirmed_at', time)
      .addColumn('failed_at', time)
      .addColumn('failure', 'text')
      .addPrimaryKeyConstraint('read_model_lists_pk', ['scope', 'kind', 'parent_id'])
      .execute();
    await db.schema
      .createTable('read_model_lease')
      .addColumn('scope', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('lease_owner', 'varchar(200)')
      .addColumn('lease_expires_at', time)
      .addColumn('walk_started_at', time)
      .addColumn('walk_finished_at', time)
      .addColumn('walk_calls', 'integer')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('read_model_lease').execute();
    await db.schema.dropTable('read_model_lists').execute();
    await db.schema.dropTable('read_model_rows').execute();
  },
};
