import type { Kysely } from 'kysely';
import type { IvrMenu } from '../../../src/core/ivr/ivr-menu';
import type { AppDatabase } from '../../db/schema';
import type { IvrDraftRow } from '../../db/tables/ivr-designer';
import { menuFromJson, menuToJson, sameMenu } from './menu-json';

export type StoredDraft = {
  treeId: string;
  menu: IvrMenu;
  base: IvrMenu;
  revision: number;
  updatedAt: Date;
  updatedBy: string;
};

export type Author = { id: string; displayName: string };

const toDraft = (row: IvrDraftRow): StoredDraft => ({
  treeId: row.tree_id,
  menu: menuFromJson(row.menu),
  base: menuFromJson(row.base),
  revision: row.revision,
  updatedAt: new Date(row.updated_at),
  updatedBy: row.updated_by_name,
});

/** One draft per tree, saved with optimistic concurrency: a save names the revision it was made on. */
export class DraftStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  async find(treeId: string): Promise<StoredDraft | null> {
    const row = await this.db
      .selectFrom('ivr_drafts')
      .selectAll()
      .where('tree_id', '=', treeId)
      .executeTakeFirst();
    return row ? toDraft(row) : null;
  }

  /** Trees whose draft differs from the live menu it started from. */
  async treesWithChanges(): Promise<Set<string>> {
    const rows = await this.db.selectFrom('ivr_drafts').select(['tree_id', 'menu', 'base']).execute();
    const changed = rows.filter((row) => !sameMenu(menuFromJson(row.menu), menuFromJson(row.base)));
    return new Set(changed.map((row) => row.tree_id));
  }

  /** Starts a draft from the live menu unless one exists (two first visits at once make one draft). */
  async findOrCreate(treeId: string, live: IvrMenu, author: Author): Promise<StoredDraft> {
    const json = menuToJson(live);
    await this.db
      .insertInto('ivr_drafts')
      .values({ tree_id: treeId, menu: json, base: json, revision: 1, ...this.stamp(author) })
      .onConflict((conflict) => conflict.column('tree_id').doNothing())
      .execute();
    const draft = await this.find(treeId);
    if (!draft) throw new Error(`draft of ${treeId} vanished right after its creation`);
    return draft;
  }

  /** Saves over `revision`; null when the draft has moved on (or was discarded) since. */
  async save(treeId: string, menu: IvrMenu, revision: number, author: Author): Promise<StoredDraft | null> {
    const result = await this.db
      .updateTable('ivr_drafts')
      .set({ menu: menuToJson(menu), revision: revision + 1, ...this.stamp(author) })
      .where('tree_id', '=', treeId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? this.find(treeId) : null;
  }

  /** After a publish: the draft continues from the new live menu (its revision keeps counting up). */
  async rebase(treeId: string, menu: IvrMenu, base: IvrMenu, author: Author): Promise<void> {
    const values = { menu: menuToJson(menu), base: menuToJson(base), ...this.stamp(author) };
    const updated = await this.db
      .updateTable('ivr_drafts')
      .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
      .where('tree_id', '=', treeId)
      .executeTakeFirst();
    if (updated.numUpdatedRows > 0n) return;
    await this.db
      .insertInto('ivr_drafts')
      .values({ tree_id: treeId, revision: 1, ...values })
      .onConflict((conflict) => conflict.column('tree_id').doNothing())
      .execute();
  }

  async discard(treeId: string): Promise<void> {
    await this.db.deleteFrom('ivr_drafts').where('tree_id', '=', treeId).execute();
  }

  private stamp(author: Author) {
    return {
      updated_at: this.now().toISOString(),
      updated_by: author.id,
      updated_by_name: author.displayName,
    };
  }
}
