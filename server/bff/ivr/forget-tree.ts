import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';

/**
 * What the designer kept for a tree the service has deleted: its draft (document and updates, with
 * the canvas layout inside) and saved path tests go, in one transaction. Versions and the publish journal stay, as the record of what was live.
 */
export async function forgetDeletedTree(db: Kysely<AppDatabase>, treeId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['ivr_draft_updates', 'ivr_draft_docs', 'ivr_path_tests'] as const) {
      await trx.deleteFrom(table).where('tree_id', '=', treeId).execute();
    }
  });
}
