import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import { ensureScopeRow } from './scope-row';

/** When the last full walk of the IVR menus of a scope finished, and what it cost. */
export class WalkRecord {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly scope: string,
    private readonly now: () => Date,
  ) {}

  ensure(): Promise<void> {
    return ensureScopeRow(this.db, this.scope);
  }

  async lastFinished(): Promise<{ startedAt: string; finishedAt: string; calls: number } | null> {
    const row = await this.db
      .selectFrom('read_model_lease')
      .select(['walk_started_at', 'walk_finished_at', 'walk_calls'])
      .where('scope', '=', this.scope)
      .executeTakeFirst();
    if (!row?.walk_finished_at || !row.walk_started_at) return null;
    return {
      startedAt: row.walk_started_at,
      finishedAt: row.walk_finished_at,
      calls: Number(row.walk_calls),
    };
  }

  async finished(startedAt: Date, calls: number): Promise<void> {
    await this.ensure();
    await this.db
      .updateTable('read_model_lease')
      .set({
        walk_started_at: startedAt.toISOString(),
        walk_finished_at: this.now().toISOString(),
        walk_calls: calls,
      })
      .where('scope', '=', this.scope)
      .execute();
  }
}
