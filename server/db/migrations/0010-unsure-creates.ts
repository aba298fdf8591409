import type { Kysely, Migration } from 'kysely';

/**
 * Creates whose answer was lost (the service may or may not have made them), shared by every instance: a
 * retry that a balancer sends to another instance still looks for the object before sending it again.
 * `key` is a hash of what the create sent; rows past `expires_at` mean nothing and are pruned.
 */
export const unsureCreates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('unsure_creates')
      .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('unsure_creates_expires_idx')
      .on('unsure_creates')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('unsure_creates_expires_idx').execute();
    await db.schema.dropTable('unsure_creates').execute();
  },
};
