import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSettings } from '../../../config';
import { openAppDb } from '../../../db/database';
import { migrateToLatest } from '../../../db/migrate';
import { toneWav } from '../../../sandbox/audio/wav';
import { GreetingCopiesRepository } from '../../repositories/greeting-copies';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A schema of its own per run, so that concurrent runs and leftovers never collide. */
const schema = `sb_greetings_${process.pid}_${randomBytes(4).toString('hex')}`;

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

describe.skipIf(!available)('greeting copies on PostgreSQL', () => {
  it('migrates a fresh schema with a bytea column, and stores, reads, replaces and removes a copy', async () => {
    const appDb = openAppDb(databaseSettings(url, schema));
    try {
      await migrateToLatest(appDb);
      const columns = await appDb.db.introspection.getTables();
      const table = columns.find((t) => t.schema === schema && t.name === 'greeting_copies');
      expect(table?.columns.find((column) => column.name === 'bytes')?.dataType).toBe('bytea');

      const copies = new GreetingCopiesRepository(appDb.db, () => new Date('2026-03-01T08:00:00Z'));
      const wav = toneWav({ seconds: 0.5, frequencies: [440] });
      const copy = {
        sid: 'GF-1',
        filename: 'greeting-1.wav',
        mime: 'audio/wav',
        bytes: wav,
        size: wav.length,
        duration_ms: 500,
        uploaded_by: 'user-1',
      };
      await copies.save(copy);
      const stored = await copies.find('GF-1');
      expect(Buffer.from(stored!.bytes).equals(wav)).toBe(true);
      expect(stored).toMatchObject({
        size: wav.length,
        duration_ms: 500,
        created_at: '2026-03-01T08:00:00.000Z',
      });

      const shorter = wav.subarray(0, 100);
      await copies.save({ ...copy, bytes: shorter, size: 100, duration_ms: null });
      expect(await copies.summaries(['GF-1', 'GF-2'])).toEqual(
        new Map([['GF-1', { sid: 'GF-1', mime: 'audio/wav', size: 100, duration_ms: null }]]),
      );

      await copies.remove('GF-1');
      expect(await copies.find('GF-1')).toBeUndefined();
    } finally {
      await appDb.close();
    }
  });
});
