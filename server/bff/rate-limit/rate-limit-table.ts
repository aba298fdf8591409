import { sql, type Kysely } from 'kysely';
import type { AppDb } from '../../db/database';

/** One fixed window per key: how many requests it has seen, and when (epoch ms) the window ends. */
export type RateLimitTables = {
  rate_limit_windows: { key: string; hits: number; window_ends: number };
};

export type RateLimitDb = Kysely<RateLimitTables>;

/** Serializes the CREATE of instances starting together (a concurrent IF NOT EXISTS can still collide). */
const CREATE_LOCK = 7_205_912_441_006_114n;

/**
 * Creates the counters' table when missing. It lives outside the migrations on purpose: counters are
 * disposable (losing them only resets the current minute), so on PostgreSQL the table is UNLOGGED — no
 * write-ahead log for a write that happens on every request — and it may be dropped at any time.
 */
export async function ensureRateLimitTable(appDb: AppDb): Promise<void> {
  if (appDb.engine === 'sqlite') {
    await sql`create table if not exists rate_limit_windows (
      key text primary key, hits integer not null, window_ends real not null)`.execute(appDb.db);
    return;
  }
  await appDb.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(CREATE_LOCK)})`.execute(trx);
    await sql`create unlogged table if not exists rate_limit_windows (
      key varchar(300) primary key, hits integer not null, window_ends double precision not null)`.execute(
      trx,
    );
  });
}

/** The app database seen with the counters' table (which is not part of the migrated schema). */
export const rateLimitDb = (appDb: AppDb): RateLimitDb => appDb.db.withTables<RateLimitTables>();
