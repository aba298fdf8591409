import { Migrator, sql } from 'kysely';
import type { AppDb } from './database';
import { migrationProvider } from './migrations/registry';
import { withSchemaIntrospection } from './schema-tables';

/**
 * Held around the whole migration run on PostgreSQL so that instances starting together run the
 * migrations one after the other; the others then find nothing left to do. Distinct from Kysely's own
 * lock key, which the migrator takes inside.
 */
const MIGRATION_ADVISORY_LOCK = 7_205_912_441_006_113n;

/** Brings the app database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(appDb: AppDb): Promise<void> {
  if (appDb.engine !== 'postgres') return runMigrator(appDb);
  // A session-level advisory lock belongs to one connection: hold one for the duration.
  await appDb.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_ADVISORY_LOCK)})`.execute(connection);
    try {
      await sql`create schema if not exists ${sql.id(appDb.schema ?? 'public')}`.execute(connection);
      // On the connection that made the schema: another pooled connection's first look at a schema
      // made a moment before was once refused ("does not exist") by a parallel worker.
      const schema = appDb.schema ?? 'public';
      await runMigrator({ ...appDb, db: withSchemaIntrospection(connection, schema) });
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_ADVISORY_LOCK)})`.execute(connection);
    }
  });
}

async function runMigrator(appDb: AppDb): Promise<void> {
  const migrator = new Migrator({
    db: appDb.db,
    provider: migrationProvider,
    // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
    ...(appDb.schema ? { migrationTableSchema: appDb.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : 'unknown error';
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
