import type { Kysely } from 'kysely';
import type { AppDatabase, SessionRow, UserRow } from '../../db/schema';

export type SessionWithUser = { session: SessionRow; user: UserRow };

/** Session rows, keyed by the hash of the token the browser holds. Knows nothing of expiry policy. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<AppDatabase>) {}

  async insert(row: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  async findWithUser(id: string): Promise<SessionWithUser | undefined> {
    const session = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!session) return undefined;
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user_id)
      .executeTakeFirst();
    return user ? { session, user } : undefined;
  }

  async touch(id: string, lastSeenAt: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /** Removes sessions past their absolute expiry or idle since before `idleSince`. */
  async deleteStale(now: string, idleSince: string): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<', idleSince)]))
      .execute();
  }
}
