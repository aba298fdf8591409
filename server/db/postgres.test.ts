import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionInfoSchema } from '../../src/core/api/session';
import { databaseSettings } from '../config';
import { startBff } from '../bff/test-support/bff-harness';
import { openAppDb, type AppDb } from './database';
import { migrateToLatest } from './migrate';
import { migrationProvider } from './migrations/registry';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A schema of its own per run, so that concurrent runs and leftovers never collide. */
const schema = `sb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const settings = { ...databaseSettings(url, schema) } as Extract<
  ReturnType<typeof databaseSettings>,
  { engine: 'postgres' }
>;

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const available = await reachable();
if (!available && process.env.REQUIRE_POSTGRES) throw new Error(`PostgreSQL is not reachable at ${url}`);
if (!available) console.warn(`PostgreSQL tests skipped: nothing answers at ${url} (set TEST_DATABASE_URL)`);

afterAll(async () => {
  if (!available) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
});

describe.skipIf(!available)('PostgreSQL app database', () => {
  it('two instances migrating at once both succeed, and the schema is migrated once', async () => {
    const instances: AppDb[] = [openAppDb(settings), openAppDb(settings)];
    try {
      await Promise.all(instances.map((appDb) => migrateToLatest(appDb)));
      await migrateToLatest(instances[0]!);
      const db = instances[0]!.db;
      const tables = (await db.introspection.getTables())
        .filter((table) => table.schema === schema)
        .map((table) => table.name)
        .sort();
      expect(tables).toEqual([
        'audit_log',
        'greeting_copies',
        'job_batches',
        'job_items',
        'jobs',
        'sessions',
        'users',
      ]);
      const applied = await sql<{
        name: string;
      }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(db);
      expect(applied.rows.map((row) => row.name).sort()).toEqual(
        Object.keys(await migrationProvider.getMigrations()).sort(),
      );
    } finally {
      await Promise.all(instances.map((appDb) => appDb.close()));
    }
  });

  it('signs in, reads the session and signs out over HTTP', async () => {
    const password = 'pg-password-123';
    const bff = await startBff({
      database: settings,
      users: [{ username: 'supervisor', displayName: 'Nguyễn Thu Hà', role: 'supervisor', password }],
    });
    try {
      const { cookie, info, csrf } = await bff.login('Supervisor', password);
      expect(info.user.role).toBe('supervisor');
      const current = await bff.request('GET', '/api/auth/me', { cookie });
      expect(sessionInfoSchema.parse(current.json())).toEqual(info);
      const wrong = await bff.request('POST', '/api/auth/login', {
        body: { username: 'supervisor', password: 'no' },
        csrf,
      });
      expect(wrong.status).toBe(401);
      expect((await bff.request('POST', '/api/auth/logout', { cookie, csrf })).status).toBe(204);
      expect((await bff.request('GET', '/api/auth/me', { cookie })).status).toBe(401);
      const actions = (await bff.app.services.audit.recent(10)).map((entry) => entry.action);
      expect(actions).toEqual(['session.logout', 'session.login_failed', 'session.login']);
    } finally {
      await bff.close();
    }
  });
});
