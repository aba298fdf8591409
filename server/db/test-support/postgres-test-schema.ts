import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the app database's tests use. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A schema of its own per run, so that concurrent runs and leftovers never collide. */
export const uniqueSchemaName = (prefix: string) =>
  `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/**
 * Whether PostgreSQL answers. With REQUIRE_POSTGRES set (as CI runs), an unreachable server is an error
 * rather than a skipped suite.
 */
export async function postgresReachable(url = TEST_DATABASE_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    if (process.env.REQUIRE_POSTGRES) throw new Error(`PostgreSQL is not reachable at ${url}`);
    console.warn(`PostgreSQL tests skipped: nothing answers at ${url} (set TEST_DATABASE_URL)`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function dropSchema(schema: string, url = TEST_DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
}
