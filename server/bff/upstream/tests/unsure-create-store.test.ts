import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDb, type AppDb } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { testDatabase } from '../../test-support/test-database';
import {
  DatabaseUnsureCreateStore,
  MemoryUnsureCreateStore,
  type UnsureCreateStore,
} from '../unsure-create-store';

/** The app database of the suite's engine (SQLite, or PostgreSQL with TEST_APP_DATABASE=postgres). */
const dir = mkdtempSync(join(tmpdir(), 'unsure-creates-'));
const database = testDatabase(dir);
let appDb: AppDb;
beforeAll(async () => {
  appDb = openAppDb(database.settings);
  await migrateToLatest(appDb);
});
afterAll(async () => {
  await appDb.close();
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
let keys = 0;
const newKey = () => `${'a'.repeat(60)}${String((keys += 1)).padStart(4, '0')}`;

describe.each([
  { store: 'in memory', make: (): UnsureCreateStore => new MemoryUnsureCreateStore() },
  { store: 'in the app database', make: (): UnsureCreateStore => new DatabaseUnsureCreateStore(appDb.db) },
])('unsure creates remembered $store', ({ make }) => {
  it('answers the first send while the key lives, and nothing once it expired', async () => {
    const store = make();
    const key = newKey();
    expect(await store.sentAt(key, T0)).toBeUndefined();
    await store.remember(key, T0, T0 + 1_000);
    expect(await store.sentAt(key, T0 + 999)).toBe(T0);
    expect(await store.sentAt(key, T0 + 1_000)).toBeUndefined();
  });

  it('a second unsure send keeps the first send and lives on to its own expiry', async () => {
    const store = make();
    const key = newKey();
    await store.remember(key, T0, T0 + 1_000);
    await store.remember(key, T0 + 500, T0 + 2_000);
    expect(await store.sentAt(key, T0 + 1_500)).toBe(T0);
  });

  it('an expired key remembered again starts from the new send', async () => {
    const store = make();
    const key = newKey();
    await store.remember(key, T0, T0 + 1_000);
    await store.remember(key, T0 + 5_000, T0 + 6_000);
    expect(await store.sentAt(key, T0 + 5_500)).toBe(T0 + 5_000);
  });
});

describe('the app database', () => {
  it('prunes expired keys as new ones are written', async () => {
    const store = new DatabaseUnsureCreateStore(appDb.db);
    const old = newKey();
    await store.remember(old, T0, T0 + 1_000);
    await store.remember(newKey(), T0 + 10_000, T0 + 11_000);
    const kept = await appDb.db.selectFrom('unsure_creates').select('key').where('key', '=', old).execute();
    expect(kept).toEqual([]);
  });
});
