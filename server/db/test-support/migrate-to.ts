import { Migrator, sql } from 'kysely';
import type { AppDb } from '../database';
import { migrationProvider } from '../migrations/registry';
import { withSchemaIntrospection } from '../schema-tables';

/** Migrates up (or down) to the named migration, in the database's PostgreSQL schema when it has one. */
export async function migrateTo(appDb: AppDb, name: string): Promise<void> {
  const migrator = new Migrator({
    db: appDb.schema ? withSchemaIntrospection(appDb.db, appDb.schema) : appDb.db,
    provider: migrationProvider,
    ...(appDb.schema ? { migrationTableSchema: appDb.schema } : {}),
  });
  if (appDb.schema) await sql`create schema if not exists ${sql.id(appDb.schema)}`.execute(appDb.db);
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(`migration to ${name} failed`);
}
