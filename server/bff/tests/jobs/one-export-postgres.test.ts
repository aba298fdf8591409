import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from '@server/db/test-support/postgres-test-schema';
import { Secret } from '@server/config';
import { openAppDb, type AppDb } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { newJobRow } from '@server/db/tables/jobs';
import { CALL_LOG_EXPORT, CallLogExports } from '../../jobs/call-log-exports';

const schema = uniqueSchemaName('sb_one_export');
const available = await postgresReachable();
const user = { id: 'user-1', username: 'support' };
const filters = { sortBy: 'startTime', sortOrder: 'desc' } as const;
let instances: AppDb[] = [];

beforeAll(async () => {
  if (!available) return;
  // Two pools, as two BFF instances would have.
  instances = [0, 1].map(() => openAppDb({ engine: 'postgres', url: new Secret(TEST_DATABASE_URL), schema }));
  await Promise.all(instances.map((appDb) => migrateToLatest(appDb)));
});

afterAll(async () => {
  if (!available) return;
  await Promise.all(instances.map((appDb) => appDb.close()));
  await dropSchema(schema);
});

describe.skipIf(!available)('one unfinished call-log export per user, on PostgreSQL', () => {
  it('holds when two instances start one at the same moment: the later one answers the earlier', async () => {
    const [first, second] = instances.map((appDb) => new CallLogExports(appDb.db, () => new Date()));
    // The first instance is caught between its check (nothing under way) and its commit: the second's check
    // then finds nothing unfinished either, which is the race a check in the application alone loses.
    const firstId = 'export-first';
    let secondOutcome: ReturnType<CallLogExports['start']> | undefined;
    await instances[0]!.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('jobs')
        .values(newJobRow({ id: firstId, kind: CALL_LOG_EXPORT, user, at: new Date().toISOString() }))
        .execute();
      secondOutcome = second!.start(filters, user);
      // Long enough for the second's check and insert to reach the database before this commits.
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(await secondOutcome).toEqual({ started: false, runningId: firstId });
    expect(await first!.start(filters, user)).toEqual({ started: false, runningId: firstId });

    const unfinished = await instances[0]!.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', CALL_LOG_EXPORT)
      .where('created_by', '=', user.id)
      .where('status', 'in', ['queued', 'running', 'paused'])
      .execute();
    expect(unfinished.map((job) => job.id)).toEqual([firstId]);
  });
});
