import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { RateLimit } from '@server/service-api/rate-limits';
import type { ServiceBudgetDb } from './budget-table';

export type TakeVerdict = { granted: true; id: string } | { granted: false; retryInMs: number };

/** Where the requests let through are counted: the app database, shared by every instance. */
export interface BudgetStore {
  /** Counts one request of `group` at `now` if the limit allows it, or says how long until it would. */
  take(group: string, limit: RateLimit, now: number): Promise<TakeVerdict>;
  /** The request of grant `id` was answered at `at`: it counts from then (the latest it can have arrived). */
  settle(id: string, at: number): Promise<void>;
  /** The service answered 429 with Retry-After: nobody sends to `group` before `until`. */
  holdUntil(group: string, until: number): Promise<void>;
}

/**
 * A sliding log in the app database. Every take runs in one transaction that first upserts the group's
 * row: that write takes the row's lock on PostgreSQL (a second instance waits for it, then sees this
 * one's grant) and SQLite's write lock at once (no read-then-write upgrade that could fail busy), so two
 * instances can never both take the last place in a window.
 */
export class DatabaseBudgetStore implements BudgetStore {
  constructor(
    private readonly db: ServiceBudgetDb,
    private readonly engine: 'sqlite' | 'postgres',
  ) {}

  async take(group: string, limit: RateLimit, now: number): Promise<TakeVerdict> {
    return this.inWriteTransaction(async (trx) => {
      const { hold_until } = await trx
        .insertInto('service_budget_groups')
        .values({ group_name: group, hold_until: 0 })
        .onConflict((oc) =>
          oc
            .column('group_name')
            .doUpdateSet((eb) => ({ hold_until: eb.ref('service_budget_groups.hold_until') })),
        )
        .returning('hold_until')
        .executeTakeFirstOrThrow();
      const holdUntil = Number(hold_until);
      if (holdUntil > now) return { granted: false, retryInMs: holdUntil - now };
      await trx
        .deleteFrom('service_budget_grants')
        .where('group_name', '=', group)
        .where('granted_at', '<=', now - limit.windowMs)
        .execute();
      const recent = await trx
        .selectFrom('service_budget_grants')
        .select('granted_at')
        .where('group_name', '=', group)
        .orderBy('granted_at', 'desc')
        .limit(limit.max)
        .execute();
      if (recent.length < limit.max) {
        const id = randomUUID();
        await trx
          .insertInto('service_budget_grants')
          .values({ id, group_name: group, granted_at: now })
          .execute();
        return { granted: true, id };
      }
      const oldestCounted = Number(recent[recent.length - 1]?.granted_at ?? now);
      return { granted: false, retryInMs: Math.max(1, oldestCounted + limit.windowMs - now) };
    });
  }

  /**
   * PostgreSQL: a transaction (the upsert locks the group's row). SQLite: BEGIN IMMEDIATE on the one
   * connection, so the write lock is held from the start and a second process waits (busy timeout) instead
   * of failing on a stale snapshot.
   */
  private async inWriteTransaction<T>(work: (trx: ServiceBudgetDb) => Promise<T>): Promise<T> {
    if (this.engine === 'postgres') return this.db.transaction().execute(work);
    return this.db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    });
  }

  async settle(id: string, at: number): Promise<void> {
    await this.db.updateTable('service_budget_grants').set({ granted_at: at }).where('id', '=', id).execute();
  }

  async holdUntil(group: string, until: number): Promise<void> {
    await this.db
      .insertInto('service_budget_groups')
      .values({ group_name: group, hold_until: until })
      .onConflict((oc) =>
        oc.column('group_name').doUpdateSet({
          // The later of the two holds; CASE because SQLite has no GREATEST and PostgreSQL no two-argument MAX.
          hold_until: sql<number>`case when service_budget_groups.hold_until > ${until}
            then service_budget_groups.hold_until else ${until} end`,
        }),
      )
      .execute();
  }
}
