import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSettings } from '../config';
import { openAppDb, type AppDb } from './database';
import { migrateToLatest } from './migrate';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from './test-support/postgres-test-schema';
import { migrateTo } from './test-support/migrate-to';
import { newJobRow, type JobStatus } from './tables/jobs';
import { isUniqueViolation } from './unique-violation';

const dir = mkdtempSync(join(tmpdir(), 'one-export-migration-'));
const schema = uniqueSchemaName('sb_oneexport');
const available = await postgresReachable();
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (available) await dropSchema(schema);
});

const job = (
  id: string,
  createdBy: string,
  status: JobStatus,
  createdAt: string,
  kind = 'call-log-export',
) => ({
  ...newJobRow({ id, kind, user: { id: createdBy, username: createdBy }, at: createdAt }),
  status,
  finished_at: status === 'done' ? createdAt : null,
});

/** Exports queued twice by the race the index closes, migrated; then what the table holds. */
async function migrateRacedExports(appDb: AppDb) {
  await migrateTo(appDb, '0012-job-error-code');
  await appDb.db
    .insertInto('jobs')
    .values([
      job('a-second', 'lan', 'queued', '2026-11-01T08:00:02.000Z'),
      job('a-first', 'lan', 'running', '2026-11-01T08:00:01.000Z'),
      job('a-third', 'lan', 'paused', '2026-11-01T08:00:03.000Z'),
      job('a-done', 'lan', 'done', '2026-11-01T07:00:00.000Z'),
      job('b-only', 'minh', 'queued', '2026-11-01T08:00:05.000Z'),
      // Campaign imports keep their own rules: several may run for one user.
      job('import-1', 'lan', 'running', '2026-11-01T08:00:00.000Z', 'campaign-import'),
      job('import-2', 'lan', 'running', '2026-11-01T08:00:00.500Z', 'campaign-import'),
    ])
    .execute();
  await migrateToLatest(appDb);
  const rows = await appDb.db.selectFrom('jobs').select(['id', 'status', 'error']).orderBy('id').execute();
  let refused: unknown = null;
  await appDb.db
    .insertInto('jobs')
    .values(job('a-fourth', 'lan', 'queued', '2026-11-01T09:00:00.000Z'))
    .execute()
    .catch((error: unknown) => (refused = error));
  return { rows, refused };
}

function expectOneUnfinishedEach({ rows, refused }: Awaited<ReturnType<typeof migrateRacedExports>>) {
  const cancelled = {
    status: 'cancelled',
    error: 'Cancelled: another export of yours was already under way',
  };
  expect(rows).toEqual([
    { id: 'a-done', status: 'done', error: null },
    { id: 'a-first', status: 'running', error: null },
    { id: 'a-second', ...cancelled },
    { id: 'a-third', ...cancelled },
    { id: 'b-only', status: 'queued', error: null },
    { id: 'import-1', status: 'running', error: null },
    { id: 'import-2', status: 'running', error: null },
  ]);
  expect(isUniqueViolation(refused), String(refused)).toBe(true);
}

describe('migration 0013: one unfinished call-log export per user', () => {
  it('keeps the oldest of each user’s unfinished exports, cancels the others, then refuses a second', async () => {
    const appDb = openAppDb({ engine: 'sqlite', path: join(dir, 'jobs.db') });
    try {
      expectOneUnfinishedEach(await migrateRacedExports(appDb));
    } finally {
      await appDb.close();
    }
  });

  it.skipIf(!available)('does the same on PostgreSQL', async () => {
    const appDb = openAppDb(databaseSettings(TEST_DATABASE_URL, schema));
    try {
      expectOneUnfinishedEach(await migrateRacedExports(appDb));
    } finally {
      await appDb.close();
    }
  });
});
