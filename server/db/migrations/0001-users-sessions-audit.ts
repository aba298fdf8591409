import type { Kysely, Migration } from 'kysely';

/** Switchboard's own users, their sessions, and the audit log of every change. */
export const usersSessionsAudit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('username', 'varchar(100)', (col) => col.notNull().unique())
      .addColumn('display_name', 'varchar(200)', (col) => col.notNull())
      .addColumn('role', 'varchar(32)', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('csrf_token', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
      .addColumn('at', 'varchar(32)', (col) => col.notNull())
      .addColumn('user_id', 'varchar(36)')
      .addColumn('username', 'varchar(100)')
      .addColumn('action', 'varchar(100)', (col) => col.notNull())
      .addColumn('target', 'varchar(500)')
      .addColumn('detail', 'text')
      .addColumn('ip', 'varchar(64)')
      .execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
    await db.schema.createIndex('audit_log_user_id_idx').on('audit_log').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('sessions').execute();
    await db.schema.dropTable('users').execute();
  },
};
