import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from './test-support/postgres-test-schema';
import { sessionInfoSchema } from '../../src/core/api/session';
import { databaseSettings } from '../config';
import { startBff } from '../bff/test-support/bff-harness';
import { openAppDb, type AppDb } from './database';
import { migrateToLatest } from './migrate';
import { migrationProvider } from './migrations/registry';

const url = TEST_DATABASE_URL;
const schema = uniqueSchemaName('sb_test');
const settings = { ...databaseSettings(url, schema) } as Extract<
  ReturnType<typeof databaseSettings>,
  { engine: 'postgres' }
>;

const available = await postgresReachable();

afterAll(async () => {
  if (!available) return;
  await dropSchema(schema);
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
        'ivr_drafts',
        'ivr_layouts',
        'ivr_path_tests',
        'ivr_presence',
        'ivr_publish_operations',
        'ivr_publishes',
        'ivr_versions',
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
