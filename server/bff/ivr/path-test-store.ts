import type { Kysely } from 'kysely';
import type { IvrPathTests, SavePathTestsRequest } from '@/core/api/ivr-designer-path-tests';
import type { AppDatabase } from '../../db/schema';
import type { IvrPathTestsRow } from '../../db/tables/ivr-designer';
import type { EditAuthor as Author } from './live/draft-doc-store';

/** What one row keeps as JSON: everything a save replaces (checked by the route before it was written). */
type PathTestsDocument = Pick<IvrPathTests, 'tests' | 'maxSecondsToAgent'>;

const emptyPathTests = (treeId: string): IvrPathTests => ({
  treeId,
  tests: [],
  maxSecondsToAgent: null,
  revision: 0,
  updatedAt: null,
  updatedBy: null,
});

const toPathTests = (row: IvrPathTestsRow): IvrPathTests => ({
  treeId: row.tree_id,
  ...(JSON.parse(row.document) as PathTestsDocument),
  revision: row.revision,
  updatedAt: new Date(row.updated_at).getTime(),
  updatedBy: row.updated_by_name,
});

/**
 * The test cases saved with each tree, replaced as a whole by each save over the revision it was made on.
 * No row means never saved (revision 0): the first save inserts, and an insert that meets a row, like an
 * update that meets another revision, changes nothing — on SQLite and PostgreSQL alike, across instances.
 */
export class PathTestStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  async find(treeId: string): Promise<IvrPathTests> {
    const row = await this.db
      .selectFrom('ivr_path_tests')
      .selectAll()
      .where('tree_id', '=', treeId)
      .executeTakeFirst();
    return row ? toPathTests(row) : emptyPathTests(treeId);
  }

  /** Saves over `revision`; null when the tests have moved on since (someone else saved, or they were removed). */
  async save(treeId: string, request: SavePathTestsRequest, author: Author): Promise<IvrPathTests | null> {
    const { revision, ...document } = request;
    const at = this.now();
    const saved =
      revision === 0
        ? await this.insert(treeId, document, 1, author, at)
        : await this.update(treeId, document, revision, author, at);
    // Answered from what was written: a read-back could already see the next save.
    if (!saved) return null;
    return {
      treeId,
      ...document,
      revision: revision + 1,
      updatedAt: at.getTime(),
      updatedBy: author.displayName,
    };
  }

  /** Gives a new tree (a duplicate) the source's tests as its first save; nothing when the source has none. */
  async copy(fromTreeId: string, toTreeId: string, author: Author): Promise<void> {
    const source = await this.find(fromTreeId);
    if (source.revision === 0) return;
    const { tests, maxSecondsToAgent } = source;
    await this.insert(toTreeId, { tests, maxSecondsToAgent }, 1, author, this.now());
  }

  private async insert(
    treeId: string,
    document: PathTestsDocument,
    revision: number,
    author: Author,
    at: Date,
  ) {
    const result = await this.db
      .insertInto('ivr_path_tests')
      .values({ tree_id: treeId, revision, ...this.values(document, author, at) })
      .onConflict((conflict) => conflict.column('tree_id').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  private async update(
    treeId: string,
    document: PathTestsDocument,
    revision: number,
    author: Author,
    at: Date,
  ) {
    const result = await this.db
      .updateTable('ivr_path_tests')
      .set({ revision: revision + 1, ...this.values(document, author, at) })
      .where('tree_id', '=', treeId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  private values(document: PathTestsDocument, author: Author, at: Date) {
    return {
      document: JSON.stringify(document),
      updated_at: at.toISOString(),
      updated_by: author.id,
      updated_by_name: author.displayName,
    };
  }
}
