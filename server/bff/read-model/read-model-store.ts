import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import type { ReadModelListsTable } from '../../db/tables/read-model';
import { KINDS, type ItemOf, type KindName } from './kinds';

export type ListMeta = Pick<ReadModelListsTable, 'version' | 'confirmed_at' | 'failed_at' | 'failure'>;

type Db = Kysely<AppDatabase> | Transaction<AppDatabase>;

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const INSERT_CHUNK = 200;

/**
 * The read model's tables for one scope (service address and project). A list read whole replaces what was
 * kept of it, changing only the rows that differ, in one transaction; a change made through the console
 * puts or deletes one row. Each change bumps the list's version, which tells every instance its cached
 * view is out of date.
 */
export class ReadModelStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    readonly scope: string,
    private readonly now: () => Date,
  ) {}

  async meta(kind: KindName, parentId = ''): Promise<ListMeta | undefined> {
    return this.db
      .selectFrom('read_model_lists')
      .select(['version', 'confirmed_at', 'failed_at', 'failure'])
      .where('scope', '=', this.scope)
      .where('kind', '=', kind)
      .where('parent_id', '=', parentId)
      .executeTakeFirst();
  }

  /** Metas of every list of a kind (e.g. the node lists of every tree). */
  async metas(kind: KindName): Promise<Array<ListMeta & { parent_id: string }>> {
    return this.db
      .selectFrom('read_model_lists')
      .select(['parent_id', 'version', 'confirmed_at', 'failed_at', 'failure'])
      .where('scope', '=', this.scope)
      .where('kind', '=', kind)
      .execute();
  }

  /** The kept items of a list (of every list of the kind when `parentId` is undefined). */
  async items<K extends KindName>(kind: K, parentId?: string): Promise<ItemOf<K>[]> {
    let query = this.db
      .selectFrom('read_model_rows')
      .select('data')
      .where('scope', '=', this.scope)
      .where('kind', '=', kind);
    if (parentId !== undefined) query = query.where('parent_id', '=', parentId);
    const rows = await query.execute();
    return rows.map((row) => JSON.parse(row.data) as ItemOf<K>);
  }

  /** The ids the copy holds of a kind (under one parent when given), without parsing the rows. */
  async ids(kind: KindName, parentId?: string): Promise<Set<string>> {
    let query = this.db
      .selectFrom('read_model_rows')
      .select('id')
      .where('scope', '=', this.scope)
      .where('kind', '=', kind);
    if (parentId !== undefined) query = query.where('parent_id', '=', parentId);
    return new Set((await query.execute()).map((row) => row.id));
  }

  /** Items whose stored JSON contains `fragment` (a cheap pre-filter before parsing, e.g. keys to a queue). */
  async itemsContaining<K extends KindName>(kind: K, fragment: string): Promise<ItemOf<K>[]> {
    const rows = await this.db
      .selectFrom('read_model_rows')
      .select('data')
      .where('scope', '=', this.scope)
      .where('kind', '=', kind)
      .where('data', 'like', `%${fragment.replace(/[%_\\]/g, '')}%`)
      .execute();
    return rows.map((row) => JSON.parse(row.data) as ItemOf<K>);
  }

  /** The kept items of several lists of a kind (the keys of a tree's nodes). */
  async itemsUnder<K extends KindName>(kind: K, parentIds: string[]): Promise<ItemOf<K>[]> {
    const items: ItemOf<K>[] = [];
    for (let i = 0; i < parentIds.length; i += INSERT_CHUNK) {
      const rows = await this.db
        .selectFrom('read_model_rows')
        .select('data')
        .where('scope', '=', this.scope)
        .where('kind', '=', kind)
        .where('parent_id', 'in', parentIds.slice(i, i + INSERT_CHUNK))
        .execute();
      for (const row of rows) items.push(JSON.parse(row.data) as ItemOf<K>);
    }
    return items;
  }

  async item<K extends KindName>(kind: K, id: string): Promise<ItemOf<K> | undefined> {
    const row = await this.db
      .selectFrom('read_model_rows')
      .select('data')
      .where('scope', '=', this.scope)
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.data) as ItemOf<K>) : undefined;
  }

  /** A list as the service gave it whole: rows that changed are written, rows it no longer has deleted. */
  async replaceList<K extends KindName>(kind: K, parentId: string, items: ItemOf<K>[]): Promise<boolean> {
    const spec = KINDS[kind] as unknown as { idOf: (item: ItemOf<K>) => string };
    const fresh = new Map(items.map((item) => [spec.idOf(item), JSON.stringify(item)]));
    return this.db.transaction().execute(async (trx) => {
      const kept = await trx
        .selectFrom('read_model_rows')
        .select(['id', 'data'])
        .where('scope', '=', this.scope)
        .where('kind', '=', kind)
        .where('parent_id', '=', parentId)
        .execute();
      const keptData = new Map(kept.map((row) => [row.id, row.data]));
      const gone = kept.filter((row) => !fresh.has(row.id)).map((row) => row.id);
      const changed = [...fresh].filter(([id, data]) => keptData.get(id) !== data);
      for (let i = 0; i < gone.length; i += INSERT_CHUNK) {
        await trx
          .deleteFrom('read_model_rows')
          .where('scope', '=', this.scope)
          .where('kind', '=', kind)
          .where('id', 'in', gone.slice(i, i + INSERT_CHUNK))
          .execute();
      }
      for (let i = 0; i < changed.length; i += INSERT_CHUNK) {
        await this.upsert(
          trx,
          kind,
          parentId,
          changed.slice(i, i + INSERT_CHUNK).map(([id, data]) => ({ id, data })),
        );
      }
      const anyChange = gone.length > 0 || changed.length > 0;
      await this.touchList(trx, kind, parentId, { bump: anyChange, confirmed: true });
      return anyChange;
    });
  }

  /** One object as the console's write left it. */
  async put<K extends KindName>(kind: K, item: ItemOf<K>): Promise<void> {
    const spec = KINDS[kind] as unknown as {
      idOf: (i: ItemOf<K>) => string;
      parentOf: (i: ItemOf<K>) => string;
    };
    const parentId = spec.parentOf(item);
    await this.db.transaction().execute(async (trx) => {
      await this.upsert(trx, kind, parentId, [{ id: spec.idOf(item), data: JSON.stringify(item) }]);
      await this.touchList(trx, kind, parentId, { bump: true, confirmed: false });
    });
  }

  async remove(kind: KindName, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('read_model_rows')
        .where('scope', '=', this.scope)
        .where('kind', '=', kind)
        .where('id', '=', id)
        .returning('parent_id')
        .executeTakeFirst();
      if (row) await this.touchList(trx, kind, row.parent_id, { bump: true, confirmed: false });
    });
  }

  /** Drops whole lists (the nodes of a deleted tree, the keys of a deleted node). */
  async dropLists(kind: KindName, parentIds: string[]): Promise<void> {
    for (let i = 0; i < parentIds.length; i += INSERT_CHUNK) {
      const chunk = parentIds.slice(i, i + INSERT_CHUNK);
      await this.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('read_model_rows')
          .where('scope', '=', this.scope)
          .where('kind', '=', kind)
          .where('parent_id', 'in', chunk)
          .execute();
        await trx
          .deleteFrom('read_model_lists')
          .where('scope', '=', this.scope)
          .where('kind', '=', kind)
          .where('parent_id', 'in', chunk)
          .execute();
      });
    }
  }

  /** A refresh failed: the copy stays, and the list says when it last failed and why. */
  async markFailed(kind: KindName, parentId: string, failure: string): Promise<void> {
    await this.ensureList(this.db, kind, parentId);
    await this.db
      .updateTable('read_model_lists')
      .set({ failed_at: this.now().toISOString(), failure: failure.slice(0, 500) })
      .where('scope', '=', this.scope)
      .where('kind', '=', kind)
      .where('parent_id', '=', parentId)
      .execute();
  }

  private async upsert(trx: Db, kind: KindName, parentId: string, rows: { id: string; data: string }[]) {
    await trx
      .insertInto('read_model_rows')
      .values(rows.map((row) => ({ scope: this.scope, kind, parent_id: parentId, ...row })))
      .onConflict((oc) =>
        oc.columns(['scope', 'kind', 'id']).doUpdateSet((eb) => ({
          parent_id: eb.ref('excluded.parent_id'),
          data: eb.ref('excluded.data'),
        })),
      )
      .execute();
  }

  private async ensureList(trx: Db, kind: KindName, parentId: string) {
    await trx
      .insertInto('read_model_lists')
      .values({ scope: this.scope, kind, parent_id: parentId, version: 0 })
      .onConflict((oc) => oc.columns(['scope', 'kind', 'parent_id']).doNothing())
      .execute();
  }

  private async touchList(
    trx: Db,
    kind: KindName,
    parentId: string,
    change: { bump: boolean; confirmed: boolean },
  ) {
    await this.ensureList(trx, kind, parentId);
    await trx
      .updateTable('read_model_lists')
      .set((eb) => ({
        ...(change.bump && { version: eb('version', '+', 1) }),
        ...(change.confirmed && {
          confirmed_at: this.now().toISOString(),
          failed_at: null,
          failure: null,
        }),
      }))
      .where('scope', '=', this.scope)
      .where('kind', '=', kind)
      .where('parent_id', '=', parentId)
      .execute();
  }
}
