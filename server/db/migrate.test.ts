import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openAppDb } from './database';
import { migrateToLatest } from './migrate';
import { APP_TABLES } from './test-support/app-tables';

const dir = mkdtempSync(join(tmpdir(), 'app-db-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite app database', () => {
  it('migrates a new file, again without effect, and opens it in WAL mode', async () => {
    const appDb = openAppDb({ engine: 'sqlite', path: join(dir, 'nested', 'app.db') });
    try {
      await migrateToLatest(appDb);
      await migrateToLatest(appDb);
      const tables = (await appDb.db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual(APP_TABLES);
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(appDb.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
    } finally {
      await appDb.close();
    }
  });

  it('deletes a user’s sessions with the user and refuses duplicate usernames', async () => {
    const appDb = openAppDb({ engine: 'sqlite', path: join(dir, 'cascade.db') });
    try {
      await migrateToLatest(appDb);
      const at = new Date().toISOString();
      const user = { display_name: 'A', role: 'admin', password_hash: 'x', created_at: at, updated_at: at };
      await appDb.db
        .insertInto('users')
        .values({ ...user, id: 'u1', username: 'a' })
        .execute();
      await expect(
        appDb.db
          .insertInto('users')
          .values({ ...user, id: 'u2', username: 'a' })
          .execute(),
      ).rejects.toThrow(/UNIQUE/);
      await appDb.db
        .insertInto('sessions')
        .values({
          id: 's1',
          user_id: 'u1',
          csrf_token: 'c',
          created_at: at,
          last_seen_at: at,
          expires_at: at,
        })
        .execute();
      await appDb.db.deleteFrom('users').where('id', '=', 'u1').execute();
      expect(await appDb.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    } finally {
      await appDb.close();
    }
  });
});
