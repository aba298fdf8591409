import type { Kysely } from 'kysely';
import type { CanvasPosition } from '../../../src/core/api/ivr-designer-layout';
import type { AppDatabase } from '../../db/schema';

export type Positions = Record<string, CanvasPosition>;

/** Canvas positions per tree, replaced as a whole by each save. */
export class LayoutStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  async find(treeId: string): Promise<Positions> {
    const row = await this.db
      .selectFrom('ivr_layouts')
      .select('positions')
      .where('tree_id', '=', treeId)
      .executeTakeFirst();
    return row ? (JSON.parse(row.positions) as Positions) : {};
  }

  async save(treeId: string, positions: Positions, userId: string): Promise<void> {
    const values = {
      positions: JSON.stringify(positions),
      updated_at: this.now().toISOString(),
      updated_by: userId,
    };
    await this.db
      .insertInto('ivr_layouts')
      .values({ tree_id: treeId, ...values })
      .onConflict((conflict) => conflict.column('tree_id').doUpdateSet(values))
      .execute();
  }
}
