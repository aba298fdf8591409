import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Secret } from '@server/config';
import { openAppDb, type AppDb } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from '@server/db/test-support/postgres-test-schema';
import { RowLease, type LeaseTable } from '../../leases/row-lease';

/**
 * The row lease on both engines, each instance with a pool of its own as two BFF instances have. Stays
 * true whatever TEST_APP_DATABASE says: the PostgreSQL half runs whenever the server answers.
 */
const postgresUp = await postgresReachable();
const LEASE_MS = 1_000;
const t0 = new Date('2026-01-05T08:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

type Engine = { name: string; available: boolean; open: () => { instances: AppDb[]; dispose: () => void } };

const engines: Engine[] = [
  {
    name: 'SQLite',
    available: true,
    open: () => {
      const dir = mkdtempSync(join(tmpdir(), 'row-lease-'));
      const path = join(dir, 'app.db');
      const instances = [0, 1].map(() => openAppDb({ engine: 'sqlite', path }));
      return { instances, dispose: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    available: postgresUp,
    open: () => {
      const schema = uniqueSchemaName('sb_lease');
      const settings = { engine: 'postgres' as const, url: new Secret(TEST_DATABASE_URL), schema };
      const instances = [0, 1].map(() => openAppDb(settings));
      return { instances, dispose: () => void dropSchema(schema) };
    },
  },
];

/** One leased row per table the leases live in, as each owner's `ensure` writes it. */
const rows: { table: LeaseTable; key: string; seed: (db: AppDb['db']) => Promise<unknown> }[] = [
  {
    table: 'board_poller',
    key: 'main',
    seed: (db) =>
      db
        .insertInto('board_poller')
        .values({ board_id: 'main', snapshot_version: 0, history_version: 0 })
        .execute(),
  },
  {
    table: 'read_model_lease',
    key: 'lists',
    seed: (db) => db.insertInto('read_model_lease').values({ scope: 'lists' }).execute(),
  },
];

describe.each(engines)('row leases on $name', (engine) => {
  let instances: AppDb[] = [];
  let dispose = () => {};
  beforeAll(async () => {
    if (!engine.available) return;
    ({ instances, dispose } = engine.open());
    await migrateToLatest(instances[0]!);
  });
  afterAll(async () => {
    await Promise.all(instances.map((appDb) => appDb.close()));
    dispose();
  });

  describe.skipIf(!engine.available).each(rows)('on $table', (row) => {
    let one: RowLease;
    let two: RowLease;
    beforeEach(async () => {
      const db = instances[0]!.db;
      await db.deleteFrom(row.table).execute();
      await row.seed(db);
      one = new RowLease(instances[0]!.db, row.table, 'instance-1', LEASE_MS);
      two = new RowLease(instances[1]!.db, row.table, 'instance-2', LEASE_MS);
    });

    it('lets exactly one of two racing holders take a free lease, however often they race', async () => {
      for (let round = 0; round < 20; round++) {
        const now = at(round * 2 * LEASE_MS);
        const [first, second] = await Promise.all([one.claim(row.key, now), two.claim(row.key, now)]);
        expect([first, second].filter(Boolean)).toHaveLength(1);
        const winner = first ? one : two;
        expect(await one.holder(row.key)).toBe(winner.ownerId);
        await winner.release(row.key);
      }
    });

    it('keeps the lease with its holder until it runs out, then hands it over', async () => {
      expect(await one.claim(row.key, at(0))).toBe(true);
      expect(await two.claim(row.key, at(LEASE_MS - 1))).toBe(false);
      expect(await one.claim(row.key, at(LEASE_MS / 2))).toBe(true);
      expect(await two.claim(row.key, at(LEASE_MS + 1))).toBe(false);

      expect(await two.claim(row.key, at(LEASE_MS / 2 + LEASE_MS + 1))).toBe(true);
      expect(await two.holder(row.key)).toBe('instance-2');
      expect(await one.claim(row.key, at(LEASE_MS / 2 + LEASE_MS + 2))).toBe(false);
    });

    it('is given up only by its holder, and then free at once', async () => {
      expect(await one.claim(row.key, at(0))).toBe(true);
      await two.release(row.key);
      expect(await one.holder(row.key)).toBe('instance-1');
      await one.release(row.key);
      expect(await one.holder(row.key)).toBeNull();
      expect(await two.claim(row.key, at(1))).toBe(true);
    });
  });
});
