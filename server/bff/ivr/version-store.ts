import type { Kysely } from 'kysely';
import type { IvrVersion, IvrVersionSummary } from '@/core/api/ivr-designer-versions';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { AppDatabase } from '../../db/schema';
import type { IvrVersionRow } from '../../db/tables/ivr-designer';
import type { EditAuthor as Author } from './live/draft-doc-store';
import { menuFromJson, menuToJson } from './menu-json';

export type NewVersion = { treeId: string; menu: IvrMenu; note: string; publishId: string; author: Author };

const toVersion = (row: IvrVersionRow): IvrVersion => {
  const menu = menuFromJson(row.menu);
  return {
    treeId: row.tree_id,
    number: row.number,
    note: row.note,
    publishedBy: row.published_by_name,
    publishedAt: Date.parse(row.published_at),
    publishId: row.publish_id,
    nodeCount: menu.nodes.length,
    keyCount: menu.keys.length,
    menu,
  };
};

/** Menus as published, numbered from 1 per tree; one publish runs at a time per tree, so max + 1 is free. */
export class VersionStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  async record(version: NewVersion): Promise<number> {
    const last = await this.db
      .selectFrom('ivr_versions')
      .select((eb) => eb.fn.max('number').as('number'))
      .where('tree_id', '=', version.treeId)
      .executeTakeFirst();
    const number = Number(last?.number ?? 0) + 1;
    await this.db
      .insertInto('ivr_versions')
      .values({
        tree_id: version.treeId,
        number,
        menu: menuToJson(version.menu),
        note: version.note,
        publish_id: version.publishId,
        published_by: version.author.id,
        published_by_name: version.author.displayName,
        published_at: this.now().toISOString(),
      })
      .execute();
    return number;
  }

  /** Newest first. */
  async list(treeId: string): Promise<IvrVersionSummary[]> {
    const rows = await this.db
      .selectFrom('ivr_versions')
      .selectAll()
      .where('tree_id', '=', treeId)
      .orderBy('number', 'desc')
      .execute();
    return rows.map((row) => {
      const { menu: _menu, ...summary } = toVersion(row);
      return summary;
    });
  }

  async find(treeId: string, number: number): Promise<IvrVersion | null> {
    const row = await this.db
      .selectFrom('ivr_versions')
      .selectAll()
      .where('tree_id', '=', treeId)
      .where('number', '=', number)
      .executeTakeFirst();
    return row ? toVersion(row) : null;
  }

  /** The newest version of each tree that has one. */
  async latestOfEveryTree(): Promise<
    Map<string, { number: number; publishedBy: string; publishedAt: number }>
  > {
    const rows = await this.db
      .selectFrom('ivr_versions as v')
      .select(['v.tree_id', 'v.number', 'v.published_by_name', 'v.published_at'])
      .where((eb) =>
        eb(
          'v.number',
          '=',
          eb
            .selectFrom('ivr_versions as w')
            .select((inner) => inner.fn.max('w.number').as('n'))
            .whereRef('w.tree_id', '=', 'v.tree_id'),
        ),
      )
      .execute();
    return new Map(
      rows.map((row) => [
        row.tree_id,
        { number: row.number, publishedBy: row.published_by_name, publishedAt: Date.parse(row.published_at) },
      ]),
    );
  }
}
