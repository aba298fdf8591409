import { PostgresAdapter, type Kysely, type Migration } from 'kysely';
import * as Y from 'yjs';
import { ivrMenuSchema, type IvrMenu } from '@/core/ivr/ivr-menu';
import type { CardPositions } from '@/core/ivr/draft-doc/draft-doc-shape';
import { writeBase, writeDraft } from '@/core/ivr/draft-doc/write-draft';

const time = 'varchar(32)';
const id = 'varchar(64)';
const MIGRATION_ORIGIN = 'migration';

type OldDraft = {
  tree_id: string;
  menu: string;
  base: string;
  revision: number;
  updated_at: string;
  updated_by: string;
  updated_by_name: string;
};
type OldLayout = { tree_id: string; positions: string; updated_at: string; updated_by: string };

/**
 * IVR drafts become shared Yjs documents (src/core/ivr/draft-doc): a snapshot per tree and the updates
 * accepted since. Every saved draft (menu and base) and every saved canvas layout moves into its tree's
 * document; the old tables go, and so does `ivr_presence` (presence travels through the live channel now).
 */
export const ivrDraftDocs: Migration = {
  async up(db: Kysely<unknown>) {
    const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('ivr_draft_docs')
      .addColumn('tree_id', id, (col) => col.primaryKey())
      .addColumn('snapshot', bytes, (col) => col.notNull())
      .addColumn('snapshot_seq', 'integer', (col) => col.notNull())
      .addColumn('last_seq', 'integer', (col) => col.notNull())
      .addColumn('updated_at', time, (col) => col.notNull())
      .addColumn('updated_by', 'varchar(36)', (col) => col.notNull())
      .addColumn('updated_by_name', 'varchar(100)', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('ivr_draft_updates')
      .addColumn('tree_id', id, (col) => col.notNull())
      .addColumn('seq', 'integer', (col) => col.notNull())
      .addColumn('update', bytes, (col) => col.notNull())
      .addColumn('at', time, (col) => col.notNull())
      .addColumn('by', 'varchar(36)', (col) => col.notNull())
      .addPrimaryKeyConstraint('ivr_draft_updates_pk', ['tree_id', 'seq'])
      .execute();

    await moveDraftsIntoDocuments(db);

    await db.schema.dropTable('ivr_presence').execute();
    await db.schema.dropTable('ivr_layouts').execute();
    await db.schema.dropTable('ivr_drafts').execute();
  },

  async down() {
    throw new Error('IVR draft documents cannot be turned back into whole-draft rows.');
  },
};

type OldTables = {
  ivr_drafts: OldDraft;
  ivr_layouts: OldLayout;
  ivr_draft_docs: {
    tree_id: string;
    snapshot: Uint8Array;
    snapshot_seq: number;
    last_seq: number;
    updated_at: string;
    updated_by: string;
    updated_by_name: string;
  };
};

/**
 * One document per tree that had a draft or a layout. A layout without a draft gives a document with
 * positions and no base: the first open fills it from the live tree, as it would have made the draft.
 * The revision carries on from the old draft's, so a publish dialog never sees it go back.
 */
async function moveDraftsIntoDocuments(db: Kysely<OldTables>): Promise<void> {
  const drafts = await db.selectFrom('ivr_drafts').selectAll().execute();
  const layouts = await db.selectFrom('ivr_layouts').selectAll().execute();
  const layoutOf = new Map(layouts.map((layout) => [layout.tree_id, layout]));
  const treeIds = new Set([...drafts.map((draft) => draft.tree_id), ...layoutOf.keys()]);
  const draftOf = new Map(drafts.map((draft) => [draft.tree_id, draft]));
  for (const treeId of treeIds) {
    const draft = draftOf.get(treeId);
    const layout = layoutOf.get(treeId);
    const positions = layout ? (JSON.parse(layout.positions) as CardPositions) : {};
    const doc = new Y.Doc();
    if (draft) {
      const menu: IvrMenu = ivrMenuSchema.parse(JSON.parse(draft.menu));
      writeDraft(doc, { menu, positions }, MIGRATION_ORIGIN);
      writeBase(doc, ivrMenuSchema.parse(JSON.parse(draft.base)), MIGRATION_ORIGIN);
    } else {
      const placed = doc.getMap('positions');
      doc.transact(() => {
        for (const [cardId, xy] of Object.entries(positions)) placed.set(cardId, { x: xy.x, y: xy.y });
      }, MIGRATION_ORIGIN);
    }
    const revision = draft?.revision ?? 0;
    await db
      .insertInto('ivr_draft_docs')
      .values({
        tree_id: treeId,
        snapshot: Buffer.from(Y.encodeStateAsUpdate(doc)),
        snapshot_seq: revision,
        last_seq: revision,
        updated_at: draft?.updated_at ?? layout!.updated_at,
        updated_by: draft?.updated_by ?? layout!.updated_by,
        updated_by_name: draft?.updated_by_name ?? '',
      })
      .execute();
    doc.destroy();
  }
}
