import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSettings, type DatabaseSettings } from '@server/config';
import { openAppDb, type AppDb } from '@server/db/database';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from '@server/db/test-support/postgres-test-schema';
import { ensureRateLimitTable, rateLimitDb } from '../../rate-limit/rate-limit-table';
import { SharedRateLimitCounters } from '../../rate-limit/shared-counters';

const dir = mkdtempSync(join(tmpdir(), 'rate-limit-counters-'));
const schema = uniqueSchemaName('sb_rate');
const postgres = await postgresReachable();
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (postgres) await dropSchema(schema);
});

const engines: { name: string; settings: () => DatabaseSettings; skip: boolean }[] = [
  { name: 'SQLite', settings: () => ({ engine: 'sqlite', path: join(dir, 'app.db') }), skip: false },
  { name: 'PostgreSQL', settings: () => databaseSettings(TEST_DATABASE_URL, schema), skip: !postgres },
];

/** Two connections to one database, as two instances have; each with its own clock offset. */
async function twoInstances(settings: DatabaseSettings) {
  const clock = { ms: Date.parse('2026-03-01T08:00:00.000Z') };
  const dbs: AppDb[] = [openAppDb(settings), openAppDb(settings)];
  if (settings.engine === 'postgres') {
    await sql`create schema if not exists ${sql.id(settings.schema)}`.execute(dbs[0]!.db);
  }
  // Both start together: creating the table must be safe to race.
  await Promise.all(dbs.map((appDb) => ensureRateLimitTable(appDb)));
  const counters = dbs.map(
    (appDb) => new SharedRateLimitCounters(rateLimitDb(appDb), () => new Date(clock.ms)),
  );
  return {
    counters,
    clock,
    db: rateLimitDb(dbs[0]!),
    close: () => Promise.all(dbs.map((appDb) => appDb.close())),
  };
}

describe.each(engines)('shared rate-limit counters on $name', ({ settings, skip }) => {
  it.skipIf(skip)('count concurrent hits from two instances exactly, per key', async () => {
    const { counters, close } = await twoInstances(settings());
    try {
      const [a, b] = counters as [SharedRateLimitCounters, SharedRateLimitCounters];
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).hit('session:x', 60_000)),
      );
      expect(results.map((result) => result.current).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(results.every((result) => result.ttl > 0 && result.ttl <= 60_000)).toBe(true);
      expect((await b.hit('session:y', 60_000)).current).toBe(1);
      expect(await a.peek('session:x')).toEqual({ current: 40, ttl: 60_000 });
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('start a new window once the old one has ended, and sweep ended ones', async () => {
    const { counters, clock, db, close } = await twoInstances(settings());
    try {
      const [a, b] = counters as [SharedRateLimitCounters, SharedRateLimitCounters];
      await a.hit('ip:203.0.113.9', 60_000);
      clock.ms += 30_000;
      expect(await b.hit('ip:203.0.113.9', 60_000)).toEqual({ current: 2, ttl: 30_000 });
      clock.ms += 30_000;
      expect(await a.peek('ip:203.0.113.9')).toEqual({ current: 0, ttl: 0 });
      expect(await b.hit('ip:203.0.113.9', 60_000)).toEqual({ current: 1, ttl: 60_000 });
      clock.ms += 60_000;
      await a.hit('ip:198.51.100.1', 60_000);
      await a.sweep();
      const left = await db.selectFrom('rate_limit_windows').select('key').execute();
      expect(left.map((row) => row.key)).not.toContain('ip:203.0.113.9');
      expect(left.map((row) => row.key)).toContain('ip:198.51.100.1');
    } finally {
      await close();
    }
  });
});
