import type { Kysely } from 'kysely';
import type { AppDatabase, SessionRow, UserRow } from '../../db/schema';

export type SessionWithUser = { session: SessionRow; user: UserRow };

/** Session rows, keyed by the hash of the token the browser holds. Knows nothing of expiry policy. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<AppDatabase>) {}

  async insert(row: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(row).execute();
  }

  /** One query, session and user joined: it runs on every API request. */
  async findWithUser(id: string): Promise<SessionWithUser | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.csrf_token as session_csrf_token',
        'sessions.created_at as session_created_at',
        'sessions.last_seen_at as session_last_seen_at',
        'sessions.expires_at as session_expires_at',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const {
      session_csrf_token: csrfToken,
      session_created_at: createdAt,
      session_last_seen_at: lastSeenAt,
      session_expires_at: expiresAt,
      ...user
    } = row;
    return {
      session: {
        id,
        user_id: user.id,
        csrf_token: csrfToken,
        created_at: createdAt,
        last_seen_at: lastSeenAt,
        expires_at: expiresAt,
      },
      user,
    };
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
