import type { Kysely } from 'kysely';
import type { BoardThresholdsAnswer } from '@/core/board/board-api';
import { boardThresholdsSchema, DEFAULT_THRESHOLDS, type BoardThresholds } from '@/core/board/thresholds';
import type { AppDatabase } from '../../db/schema';
import { BOARD_ID } from './board-poller-row';

/** The board's thresholds in the app database; the defaults until a lead saves some. */
export class ThresholdsStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  async find(): Promise<BoardThresholdsAnswer> {
    const row = await this.db
      .selectFrom('board_thresholds')
      .selectAll()
      .where('board_id', '=', BOARD_ID)
      .executeTakeFirst();
    if (!row) return { thresholds: DEFAULT_THRESHOLDS, updatedAt: null, updatedByName: null };
    // A document that no longer reads as thresholds (an older shape) gives the defaults, not an error.
    const parsed = boardThresholdsSchema.safeParse(JSON.parse(row.document));
    return {
      thresholds: parsed.success ? parsed.data : DEFAULT_THRESHOLDS,
      updatedAt: row.updated_at,
      updatedByName: row.updated_by_name,
    };
  }

  async save(
    thresholds: BoardThresholds,
    user: { id: string; displayName: string },
  ): Promise<BoardThresholdsAnswer> {
    const values = {
      board_id: BOARD_ID,
      document: JSON.stringify(thresholds),
      updated_at: this.now().toISOString(),
      updated_by: user.id,
      updated_by_name: user.displayName,
    };
    await this.db
      .insertInto('board_thresholds')
      .values(values)
      .onConflict((oc) =>
        oc.column('board_id').doUpdateSet({
          document: values.document,
          updated_at: values.updated_at,
          updated_by: values.updated_by,
          updated_by_name: values.updated_by_name,
        }),
      )
      .execute();
    return { thresholds, updatedAt: values.updated_at, updatedByName: values.updated_by_name };
  }
}
