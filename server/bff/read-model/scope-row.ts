import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';

/** Makes sure a scope has its row, which holds the refresher's lease and the record of the last walk. */
export async function ensureScopeRow(db: Kysely<AppDatabase>, scope: string): Promise<void> {
  await db
    .insertInto('read_model_lease')
    .values({ scope })
    .onConflict((oc) => oc.column('scope').doNothing())
    .execute();
}
