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
import { schemaTables } from './schema-tables';
import { APP_TABLES } from './test-support/app-tables';

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
      const tables = (await schemaTables(db, schema)).map((table) => table.name).sort();
      expect(tables).toEqual(APP_TABLES);
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

  it('migrates and reads its tables while other schemas are made and dropped', async () => {
    // Kysely's introspector failed here ("schema … does not exist") when another schema went away
    // mid-read: tests and instances sharing one server make and drop schemas all the time.
    const churnPrefix = uniqueSchemaName('sb_churn');
    const fresh = [uniqueSchemaName('sb_fresh'), uniqueSchemaName('sb_fresh')];
    const churner = openAppDb({ ...settings, schema: 'public' });
    const appDbs = fresh.map((name) => openAppDb({ ...settings, schema: name }));
    let stop = false;
    const churn = (async () => {
      for (let n = 0; !stop; n++) {
        const name = sql.id(`${churnPrefix}_${n}`);
        await sql`create schema ${name}`.execute(churner.db);
        await sql`create table ${name}.t (a int, b text)`.execute(churner.db);
        await sql`drop schema ${name} cascade`.execute(churner.db);
      }
    })();
    try {
      await Promise.all(appDbs.map((appDb) => migrateToLatest(appDb)));
      for (let read = 0; read < 150; read++) {
        const tables = await schemaTables(appDbs[read % 2]!.db, fresh[read % 2]!);
        expect(tables.map((table) => table.name)).toContain('audit_log');
      }
    } finally {
      stop = true;
      await churn;
      await Promise.all([...appDbs, churner].map((appDb) => appDb.close()));
      await Promise.all(fresh.map((name) => dropSchema(name)));
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
