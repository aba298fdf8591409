import { sql, type Kysely } from 'kysely';
import type { AppDb } from '@server/db/database';

/**
 * The service's rate budget as every BFF instance sees it: one row per endpoint group (the lock every
 * grant takes, and how long the service asked everyone to hold off), and one row per request let through
 * in the last window.
 */
export type ServiceBudgetTables = {
  service_budget_groups: { group_name: string; hold_until: number };
  service_budget_grants: { id: string; group_name: string; granted_at: number };
};

export type ServiceBudgetDb = Kysely<ServiceBudgetTables>;

/** Serializes the CREATE of instances starting together (a concurrent IF NOT EXISTS can still collide). */
const CREATE_LOCK = 7_205_912_441_006_116n;

/**
 * Creates the budget's tables when missing. Like the request rate limits' counters they live outside the
 * migrations on purpose: they hold the last minute only, so losing them costs at most one 429 that the
 * client then honours; on PostgreSQL they are UNLOGGED (no write-ahead log for a write per service call).
 */
export async function ensureServiceBudgetTables(appDb: AppDb): Promise<void> {
  if (appDb.engine === 'sqlite') {
    await sql`create table if not exists service_budget_groups (
      group_name text primary key, hold_until integer not null)`.execute(appDb.db);
    await sql`create table if not exists service_budget_grants (
      id text primary key, group_name text not null, granted_at integer not null)`.execute(appDb.db);
    await sql`create index if not exists service_budget_grants_group_at
      on service_budget_grants (group_name, granted_at)`.execute(appDb.db);
    return;
  }
  await appDb.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(CREATE_LOCK)})`.execute(trx);
    await sql`create unlogged table if not exists service_budget_groups (
      group_name varchar(32) primary key, hold_until bigint not null)`.execute(trx);
    await sql`create unlogged table if not exists service_budget_grants (
      id varchar(36) primary key, group_name varchar(32) not null, granted_at bigint not null)`.execute(trx);
    await sql`create index if not exists service_budget_grants_group_at
      on service_budget_grants (group_name, granted_at)`.execute(trx);
  });
}

/** The app database seen with the budget's tables (which are not part of the migrated schema). */
export const serviceBudgetDb = (appDb: AppDb): ServiceBudgetDb => appDb.db.withTables<ServiceBudgetTables>();
