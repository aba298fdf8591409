import { afterAll, describe, expect, it } from 'vitest';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from '@server/db/test-support/postgres-test-schema';
import { databaseSettings } from '@server/config';
import { openAppDb } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { schemaTables } from '@server/db/schema-tables';
import { toneWav } from '@server/audio/tone-wav';
import { GreetingCopiesRepository } from '../../repositories/greeting-copies';

const url = TEST_DATABASE_URL;
const schema = uniqueSchemaName('sb_greetings');

const available = await postgresReachable();

afterAll(async () => {
  if (!available) return;
  await dropSchema(schema);
});

describe.skipIf(!available)('greeting copies on PostgreSQL', () => {
  it('migrates a fresh schema with a bytea column, and stores, reads, replaces and removes a copy', async () => {
    const appDb = openAppDb(databaseSettings(url, schema));
    try {
      await migrateToLatest(appDb);
      const tables = await schemaTables(appDb.db, schema);
      const table = tables.find((t) => t.name === 'greeting_copies');
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
