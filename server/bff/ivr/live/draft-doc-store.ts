import type { Kysely, Transaction } from 'kysely';
import * as Y from 'yjs';
import type { AppDatabase } from '@server/db/schema';

/** Who made an edit: a signed-in person, or the console itself (`server`: publish, reset). */
export type EditAuthor = { id: string; displayName: string };
export const SERVER_AUTHOR: EditAuthor = { id: 'server', displayName: 'Switchboard' };

/** A stored document: its snapshot first, then the updates accepted since, in order. */
export type StoredDoc = {
  updates: Uint8Array[];
  lastSeq: number;
  updatedAt: Date;
  updatedBy: string;
};

/** Runs inside the transaction that stores an update (PostgreSQL: the NOTIFY, sent on commit). */
export type OnAppended = (trx: Transaction<AppDatabase>, seq: number) => Promise<void>;

/** Folds the updates into the snapshot once this many have piled up behind it. */
export const COMPACT_EVERY = 200;

const bytes = (update: Uint8Array) => Buffer.from(update.buffer, update.byteOffset, update.byteLength);

/**
 * The drafts' Yjs documents in the app database: each accepted update is appended with the next number
 * of its tree (the document row's counter, so two instances never give one number twice), and every
 * COMPACT_EVERY updates the updates are folded into the snapshot in one transaction.
 */
export class DraftDocStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly engine: 'sqlite' | 'postgres',
    private readonly now: () => Date,
    private readonly compactEvery = COMPACT_EVERY,
  ) {}

  async load(treeId: string): Promise<StoredDoc | null> {
    const row = await this.db
      .selectFrom('ivr_draft_docs')
      .selectAll()
      .where('tree_id', '=', treeId)
      .executeTakeFirst();
    if (!row) return null;
    const later = await this.updatesAfter(treeId, row.snapshot_seq);
    return {
      updates: [row.snapshot, ...later.map((update) => update.update)],
      lastSeq: Math.max(row.last_seq, ...later.map((update) => update.seq)),
      updatedAt: new Date(row.updated_at),
      updatedBy: row.updated_by_name,
    };
  }

  async updatesAfter(treeId: string, seq: number): Promise<{ seq: number; update: Uint8Array }[]> {
    return this.db
      .selectFrom('ivr_draft_updates')
      .select(['seq', 'update'])
      .where('tree_id', '=', treeId)
      .where('seq', '>', seq)
      .orderBy('seq')
      .execute();
  }

  /** Stores a new document unless the tree has one already (two first opens at once make one). */
  async create(treeId: string, snapshot: Uint8Array, author: EditAuthor): Promise<boolean> {
    const result = await this.db
      .insertInto('ivr_draft_docs')
      .values({
        tree_id: treeId,
        snapshot: bytes(snapshot),
        // Revision 1 is the document as made; a publish names a revision of at least 1.
        snapshot_seq: 1,
        last_seq: 1,
        ...this.stamp(author),
      })
      .onConflict((conflict) => conflict.column('tree_id').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** Appends an accepted update; answers its number. Throws when the tree has no document. */
  async append(
    treeId: string,
    update: Uint8Array,
    author: EditAuthor,
    onAppended?: OnAppended,
  ): Promise<number> {
    const seq = await this.db.transaction().execute(async (trx) => {
      const counted = await trx
        .updateTable('ivr_draft_docs')
        .set((eb) => ({ last_seq: eb('last_seq', '+', 1), ...this.stamp(author) }))
        .where('tree_id', '=', treeId)
        .returning(['last_seq', 'snapshot_seq'])
        .executeTakeFirst();
      if (!counted) throw new Error(`the draft of tree ${treeId} has no document`);
      await trx
        .insertInto('ivr_draft_updates')
        .values({
          tree_id: treeId,
          seq: counted.last_seq,
          update: bytes(update),
          at: this.now().toISOString(),
          by: author.id,
        })
        .execute();
      await onAppended?.(trx, counted.last_seq);
      return { seq: counted.last_seq, behind: counted.last_seq - counted.snapshot_seq };
    });
    if (seq.behind >= this.compactEvery) await this.compact(treeId);
    return seq.seq;
  }

  /**
   * Folds every stored update into the snapshot, in one transaction: the document as it was read, with
   * deleted content garbage-collected. Another instance compacting at the same time waits for the row.
   */
  async compact(treeId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('ivr_draft_docs')
        .select(['snapshot', 'snapshot_seq'])
        .where('tree_id', '=', treeId)
        .$if(this.engine === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!row) return;
      const later = await trx
        .selectFrom('ivr_draft_updates')
        .select(['seq', 'update'])
        .where('tree_id', '=', treeId)
        .where('seq', '>', row.snapshot_seq)
        .orderBy('seq')
        .execute();
      if (later.length === 0) return;
      const doc = new Y.Doc();
      Y.applyUpdate(doc, row.snapshot);
      for (const { update } of later) Y.applyUpdate(doc, update);
      const upTo = later[later.length - 1]!.seq;
      await trx
        .updateTable('ivr_draft_docs')
        .set({ snapshot: bytes(Y.encodeStateAsUpdate(doc)), snapshot_seq: upTo })
        .where('tree_id', '=', treeId)
        .execute();
      await trx
        .deleteFrom('ivr_draft_updates')
        .where('tree_id', '=', treeId)
        .where('seq', '<=', upTo)
        .execute();
      doc.destroy();
    });
  }

  /** Revision and last author of each tree's draft that has one. */
  async revisions(treeIds: readonly string[]) {
    if (treeIds.length === 0) return [];
    return this.db
      .selectFrom('ivr_draft_docs')
      .select(['tree_id', 'last_seq', 'updated_at', 'updated_by_name'])
      .where('tree_id', 'in', treeIds)
      .execute();
  }

  async forget(trx: Kysely<AppDatabase>, treeId: string): Promise<void> {
    await trx.deleteFrom('ivr_draft_updates').where('tree_id', '=', treeId).execute();
    await trx.deleteFrom('ivr_draft_docs').where('tree_id', '=', treeId).execute();
  }

  private stamp(author: EditAuthor) {
    return {
      updated_at: this.now().toISOString(),
      updated_by: author.id,
      updated_by_name: author.displayName,
    };
  }
}
