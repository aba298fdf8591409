import type { Kysely } from 'kysely';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { PublishOperation } from '@/core/ivr/publish-operation';
import { newId } from '../../db/ids';
import type { AppDatabase } from '../../db/schema';
import type {
  IvrJournalRow,
  IvrPublishKind,
  IvrPublishRow,
  IvrPublishStatus,
} from '../../db/tables/ivr-designer';
import type { EditAuthor as Author } from './live/draft-doc-store';
import { menuToJson } from './menu-json';

export type NewPublish = {
  treeId: string;
  kind: IvrPublishKind;
  note: string;
  base: IvrMenu;
  target: IvrMenu;
  operations: PublishOperation[];
  author: Author;
};

/** Said of a publish whose instance stopped (or died) before it finished. */
export const INTERRUPTED = 'The console stopped before the publish finished; resume it to continue.';

/**
 * Publishes and their journals. The lease columns name the instance running a publish; the unique partial
 * index on running publishes makes a second concurrent run of one tree fail at insert (or claim) time,
 * whichever instance tries.
 */
export class PublishStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
    readonly ownerId: string,
    private readonly leaseMs: number,
  ) {}

  /** Records a running publish held by this instance, with its journal; null when the tree is busy. */
  async start(publish: NewPublish): Promise<string | null> {
    await this.failExpired(publish.treeId);
    const id = newId(this.now().getTime());
    const at = this.now().toISOString();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('ivr_publishes')
          .values({
            id,
            tree_id: publish.treeId,
            kind: publish.kind,
            status: 'running',
            note: publish.note,
            base: menuToJson(publish.base),
            target: menuToJson(publish.target),
            created_by: publish.author.id,
            created_by_name: publish.author.displayName,
            created_at: at,
            updated_at: at,
            finished_at: null,
            lease_owner: this.ownerId,
            lease_expires_at: this.leaseExpiry(),
            error: null,
            version_number: null,
          })
          .execute();
        await this.appendOperations(trx, id, 0, publish.operations);
      });
    } catch (error) {
      if (await this.runningOn(publish.treeId)) return null;
      throw error;
    }
    return id;
  }

  /** Takes a stopped publish (failed, conflict, or running under an expired lease) to run it again. */
  async claim(publishId: string): Promise<boolean> {
    const at = this.now().toISOString();
    try {
      const result = await this.db
        .updateTable('ivr_publishes')
        .set({
          status: 'running',
          error: null,
          finished_at: null,
          updated_at: at,
          lease_owner: this.ownerId,
          lease_expires_at: this.leaseExpiry(),
        })
        .where('id', '=', publishId)
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['failed', 'conflict']),
            eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<', at)]),
          ]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    } catch {
      // Another publish of the tree is running: the unique index refused a second.
      return false;
    }
  }

  /** Replaces what was not applied with a new plan, after the entries already there. */
  async replan(publishId: string, operations: PublishOperation[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('ivr_publish_operations')
        .where('publish_id', '=', publishId)
        .where('status', '!=', 'applied')
        .execute();
      const last = await trx
        .selectFrom('ivr_publish_operations')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('publish_id', '=', publishId)
        .executeTakeFirst();
      await this.appendOperations(trx, publishId, Number(last?.seq ?? -1) + 1, operations);
    });
  }

  async find(publishId: string): Promise<IvrPublishRow | undefined> {
    return this.db.selectFrom('ivr_publishes').selectAll().where('id', '=', publishId).executeTakeFirst();
  }

  async journal(publishId: string): Promise<IvrJournalRow[]> {
    return this.db
      .selectFrom('ivr_publish_operations')
      .selectAll()
      .where('publish_id', '=', publishId)
      .orderBy('seq')
      .execute();
  }

  async recordApplied(publishId: string, seq: number, createdId: string | null): Promise<void> {
    await this.updateEntry(publishId, seq, { status: 'applied', created_id: createdId, error: null });
  }

  async recordFailed(publishId: string, seq: number, error: string, uncertain: boolean): Promise<void> {
    await this.updateEntry(publishId, seq, { status: 'failed', error, uncertain: uncertain ? 1 : 0 });
  }

  /** Ends a run of this instance; false when the publish is no longer ours (its lease was taken). */
  async finish(
    publishId: string,
    status: Exclude<IvrPublishStatus, 'running'>,
    outcome: { error?: string; versionNumber?: number } = {},
  ): Promise<boolean> {
    const at = this.now().toISOString();
    const result = await this.db
      .updateTable('ivr_publishes')
      .set({
        status,
        error: outcome.error ?? null,
        version_number: outcome.versionNumber ?? null,
        finished_at: at,
        updated_at: at,
        lease_owner: null,
        lease_expires_at: null,
      })
      .where('id', '=', publishId)
      .where('lease_owner', '=', this.ownerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async renew(publishId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('ivr_publishes')
      .set({ lease_expires_at: this.leaseExpiry() })
      .where('id', '=', publishId)
      .where('lease_owner', '=', this.ownerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Whether a running publish of this tree holds a live lease. */
  async runningOn(treeId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('ivr_publishes')
      .select(['id', 'lease_expires_at'])
      .where('tree_id', '=', treeId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return row !== undefined && !this.expired(row.lease_expires_at);
  }

  expired(leaseExpiresAt: string | null): boolean {
    return leaseExpiresAt === null || leaseExpiresAt < this.now().toISOString();
  }

  /** A running publish whose instance stopped renewing its lease was interrupted: it failed. */
  private async failExpired(treeId: string): Promise<void> {
    const at = this.now().toISOString();
    await this.db
      .updateTable('ivr_publishes')
      .set({
        status: 'failed',
        error: INTERRUPTED,
        updated_at: at,
        lease_owner: null,
        lease_expires_at: null,
      })
      .where('tree_id', '=', treeId)
      .where('status', '=', 'running')
      .where('lease_expires_at', '<', at)
      .execute();
  }

  private async updateEntry(
    publishId: string,
    seq: number,
    values: {
      status: 'applied' | 'failed';
      created_id?: string | null;
      error: string | null;
      uncertain?: number;
    },
  ): Promise<void> {
    const at = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('ivr_publish_operations')
        .set({ ...values, updated_at: at })
        .where('publish_id', '=', publishId)
        .where('seq', '=', seq)
        .execute();
      await trx.updateTable('ivr_publishes').set({ updated_at: at }).where('id', '=', publishId).execute();
    });
  }

  private async appendOperations(
    trx: Kysely<AppDatabase>,
    publishId: string,
    firstSeq: number,
    operations: PublishOperation[],
  ): Promise<void> {
    if (operations.length === 0) return;
    const at = this.now().toISOString();
    const rows = operations.map((operation, index) => ({
      publish_id: publishId,
      seq: firstSeq + index,
      operation: JSON.stringify(operation),
      status: 'pending' as const,
      created_id: null,
      error: null,
      uncertain: 0,
      updated_at: at,
    }));
    // Bounded batches: SQLite caps the number of bound parameters of one statement.
    for (let start = 0; start < rows.length; start += 100) {
      await trx
        .insertInto('ivr_publish_operations')
        .values(rows.slice(start, start + 100))
        .execute();
    }
  }

  private leaseExpiry(): string {
    return new Date(this.now().getTime() + this.leaseMs).toISOString();
  }
}
