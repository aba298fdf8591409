import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

/** Copies of uploaded greeting audio, for preview. */
export const greetingCopies: Migration = {
  async up(db: Kysely<unknown>) {
    // The one engine-specific type in the schema: PostgreSQL has no BLOB, SQLite no BYTEA.
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('greeting_copies')
      .addColumn('sid', 'varchar(100)', (col) => col.primaryKey())
      .addColumn('filename', 'varchar(255)', (col) => col.notNull())
      .addColumn('mime', 'varchar(32)', (col) => col.notNull())
      .addColumn('bytes', binary, (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('duration_ms', 'integer')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('uploaded_by', 'varchar(36)', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('greeting_copies').execute();
  },
};
