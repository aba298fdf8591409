import type { Kysely, Migration } from 'kysely';

const time = 'varchar(32)';

/**
 * The live board: `board_poller` is one row per board holding the poller's lease (so one instance of a
 * deployment polls the service) and the latest snapshot and history it computed, which every other
 * instance reads and pushes to its own viewers. `board_thresholds` keeps what a lead set for the board.
 */
export const board: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('board_poller')
      .addColumn('board_id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('lease_owner', 'varchar(200)')
      .addColumn('lease_expires_at', time)
      .addColumn('snapshot_version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('snapshot', 'text')
      .addColumn('history_version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('history', 'text')
      .addColumn('updated_at', time)
      .addColumn('viewed_until', time)
      .execute();
    await db.schema
      .createTable('board_thresholds')
      .addColumn('board_id', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('document', 'text', (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('updated_by', 'varchar(36)', (col) => col.notNull())
      .addColumn('updated_by_name', 'varchar(100)', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('board_thresholds').execute();
    await db.schema.dropTable('board_poller').execute();
  },
};
