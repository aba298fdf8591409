import type { Kysely, Migration } from 'kysely';

/**
 * A readable audit log: `target_name` keeps the target as a person knows it (agent name, number, username),
 * written when the change is made so it stays true after a rename or delete; `result` (ok, refused,
 * failed) is a column so that the log can be filtered by it. Older entries keep null in both (their result
 * is read from the detail).
 */
export const auditDetail: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').addColumn('target_name', 'varchar(500)').execute();
    await db.schema.alterTable('audit_log').addColumn('result', 'varchar(16)').execute();
    await db.schema.createIndex('audit_log_result_idx').on('audit_log').columns(['result', 'at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('audit_log_result_idx').execute();
    await db.schema.alterTable('audit_log').dropColumn('result').execute();
    await db.schema.alterTable('audit_log').dropColumn('target_name').execute();
  },
};
