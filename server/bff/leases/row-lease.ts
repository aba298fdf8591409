import { sql, type Kysely, type SqlBool } from 'kysely';
import type { AppDatabase } from '../../db/schema';

/** The app-database tables whose rows carry a lease, each with the column that names the leased row. */
const LEASE_KEYS = { board_poller: 'board_id', read_model_lease: 'scope', jobs: 'id' } as const;

export type LeaseTable = keyof typeof LEASE_KEYS;

/** The lease is nobody's at `at`: never taken, given up, or run out. */
export const leaseLapsed = (at: string) =>
  sql<SqlBool>`(lease_expires_at is null or lease_expires_at < ${at})`;

/** When a lease taken or renewed at `from` runs out. */
export const leaseExpiry = (from: Date, leaseMs: number) => new Date(from.getTime() + leaseMs).toISOString();

/**
 * A lease on rows of one table, held by one instance (`ownerId`). Every write is a conditional UPDATE
 * (`… where lease_owner = me`, or `… where the lease is free or has run out`), so two instances racing for
 * the same row cannot both win: SQLite serializes writers, and PostgreSQL re-checks the WHERE clause on
 * the row version it locks, so the second UPDATE matches nothing.
 */
export class RowLease {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly table: LeaseTable,
    readonly ownerId: string,
    readonly leaseMs: number,
  ) {}

  /** Takes or renews the lease on row `key` when it is free, run out or already ours. */
  async claim(key: string, now: Date): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db
      .updateTable(this.table)
      .set({ lease_owner: this.ownerId, lease_expires_at: this.expiryFrom(now) })
      .where(LEASE_KEYS[this.table], '=', key)
      .where((eb) =>
        eb.or([eb('lease_owner', '=', this.ownerId), eb('lease_owner', 'is', null), leaseLapsed(at)]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives the lease on row `key` up, if it is ours, so that any instance may take it at once. */
  async release(key: string): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ lease_owner: null, lease_expires_at: null })
      .where(LEASE_KEYS[this.table], '=', key)
      .where('lease_owner', '=', this.ownerId)
      .execute();
  }

  /** Who holds the lease on row `key` (whether or not it has run out), or null. */
  async holder(key: string): Promise<string | null> {
    const row = await this.db
      .selectFrom(this.table)
      .select('lease_owner')
      .where(LEASE_KEYS[this.table], '=', key)
      .executeTakeFirst();
    return row?.lease_owner ?? null;
  }

  expiryFrom(at: Date): string {
    return leaseExpiry(at, this.leaseMs);
  }
}
