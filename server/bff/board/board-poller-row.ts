import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import type { BoardPollerTable } from '../../db/tables/board';
import { RowLease } from '../leases/row-lease';

export const BOARD_ID = 'main';

export type PublishedBoard = {
  snapshotVersion: number;
  snapshot: string | null;
  historyVersion: number;
  history: string | null;
};

/**
 * The board's row in the app database: a lease (exactly one instance polls) and what the poller last
 * published.
 */
export class BoardPollerRow {
  private readonly lease: RowLease;

  constructor(
    private readonly db: Kysely<AppDatabase>,
    readonly ownerId: string,
    leaseMs: number,
  ) {
    this.lease = new RowLease(db, 'board_poller', ownerId, leaseMs);
  }

  async ensure(): Promise<void> {
    await this.db
      .insertInto('board_poller')
      .values({ board_id: BOARD_ID, snapshot_version: 0, history_version: 0 })
      .onConflict((oc) => oc.column('board_id').doNothing())
      .execute();
  }

  /** Takes the lease when it is free, expired or already ours. */
  claim(now: Date): Promise<boolean> {
    return this.lease.claim(BOARD_ID, now);
  }

  /** Publishes and renews the lease in one write; false when the lease is no longer ours. */
  async publish(board: PublishedBoard, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('board_poller')
      .set({
        snapshot_version: board.snapshotVersion,
        snapshot: board.snapshot,
        history_version: board.historyVersion,
        history: board.history,
        lease_expires_at: this.lease.expiryFrom(now),
        updated_at: now.toISOString(),
      })
      .where('board_id', '=', BOARD_ID)
      .where('lease_owner', '=', this.ownerId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async read(): Promise<PublishedBoard | null> {
    const row:
      Pick<BoardPollerTable, 'snapshot_version' | 'snapshot' | 'history_version' | 'history'> | undefined =
      await this.db
        .selectFrom('board_poller')
        .select(['snapshot_version', 'snapshot', 'history_version', 'history'])
        .where('board_id', '=', BOARD_ID)
        .executeTakeFirst();
    if (!row) return null;
    return {
      snapshotVersion: Number(row.snapshot_version),
      snapshot: row.snapshot,
      historyVersion: Number(row.history_version),
      history: row.history,
    };
  }

  /** Tells the poller, wherever it runs, that this instance has viewers until `until`. */
  async markViewed(until: Date): Promise<void> {
    await this.db
      .updateTable('board_poller')
      .set({ viewed_until: until.toISOString() })
      .where('board_id', '=', BOARD_ID)
      .execute();
  }

  /** Whether any instance has said it has viewers at `now`. */
  async isViewed(now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('board_poller')
      .select('viewed_until')
      .where('board_id', '=', BOARD_ID)
      .executeTakeFirst();
    return !!row?.viewed_until && row.viewed_until > now.toISOString();
  }

  release(): Promise<void> {
    return this.lease.release(BOARD_ID);
  }
}
