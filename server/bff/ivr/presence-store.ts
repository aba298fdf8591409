import type { Kysely } from 'kysely';
import { PRESENCE_FRESH_MS, type IvrEditor } from '../../../src/core/api/ivr-designer-drafts';
import type { AppDatabase } from '../../db/schema';

export type PresentUser = { id: string; username: string; displayName: string };

/**
 * Who has a tree open: each heartbeat refreshes `last_seen_at`; someone silent for longer than
 * PRESENCE_FRESH_MS has left, and their next heartbeat starts a new stay (a new `since`).
 */
export class PresenceStore {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  async heartbeat(treeId: string, user: PresentUser): Promise<IvrEditor[]> {
    const at = this.now().toISOString();
    const staleBefore = this.freshSince();
    await this.db
      .insertInto('ivr_presence')
      .values({
        tree_id: treeId,
        user_id: user.id,
        username: user.username,
        display_name: user.displayName,
        since: at,
        last_seen_at: at,
      })
      .onConflict((conflict) =>
        conflict.columns(['tree_id', 'user_id']).doUpdateSet((eb) => ({
          username: user.username,
          display_name: user.displayName,
          last_seen_at: at,
          since: eb
            .case()
            .when('ivr_presence.last_seen_at', '<', staleBefore)
            .then(at)
            .else(eb.ref('ivr_presence.since'))
            .end(),
        })),
      )
      .execute();
    return this.editors(treeId);
  }

  async editors(treeId: string): Promise<IvrEditor[]> {
    return (await this.editorsOfTrees([treeId])).get(treeId) ?? [];
  }

  /** Fresh editors of each tree, longest present first. */
  async editorsOfTrees(treeIds: readonly string[]): Promise<Map<string, IvrEditor[]>> {
    const byTree = new Map<string, IvrEditor[]>();
    if (treeIds.length === 0) return byTree;
    const rows = await this.db
      .selectFrom('ivr_presence')
      .selectAll()
      .where('tree_id', 'in', treeIds)
      .where('last_seen_at', '>=', this.freshSince())
      .orderBy('since')
      .orderBy('username')
      .execute();
    for (const row of rows) {
      const editors = byTree.get(row.tree_id) ?? [];
      editors.push({
        userId: row.user_id,
        username: row.username,
        displayName: row.display_name,
        since: Date.parse(row.since),
      });
      byTree.set(row.tree_id, editors);
    }
    return byTree;
  }

  private freshSince(): string {
    return new Date(this.now().getTime() - PRESENCE_FRESH_MS).toISOString();
  }
}
