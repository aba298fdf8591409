import type { Kysely } from 'kysely';
import { LIVE_CLOSE } from '@/core/api/ivr-draft-live';
import { can } from '@/core/permissions';
import { roleSchema } from '@/core/roles';
import type { AppDatabase } from '@server/db/schema';
import type { LiveSocket } from './live-socket';

/** How often open sockets' sessions are checked again: sign-out and role changes take effect this fast. */
export const SESSION_CHECK_MS = 1000;
/** An active socket keeps its session from idling out, stamped this coarsely. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Watches the sessions behind this instance's open sockets, with one query for all of them: a session
 * that ended (signed out, expired, user disabled) closes its sockets with 4401; a user whose role changed
 * is closed with 4403 (a reconnect gets what the new role allows). Whatever instance the change was made
 * on, every instance sees it in the shared database within SESSION_CHECK_MS.
 */
export class LiveSessions {
  private readonly sockets = new Set<LiveSocket>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  add(socket: LiveSocket): void {
    this.sockets.add(socket);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), SESSION_CHECK_MS);
      this.timer.unref();
    }
  }

  remove(socket: LiveSocket): void {
    this.sockets.delete(socket);
    if (this.sockets.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async check(): Promise<void> {
    if (this.checking || this.sockets.size === 0) return;
    this.checking = true;
    try {
      const ids = [...new Set([...this.sockets].map((socket) => socket.session.sessionId))];
      const rows = await this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id',
          'sessions.expires_at',
          'sessions.last_seen_at',
          'users.role',
          'users.disabled',
        ])
        .where('sessions.id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const now = this.now();
      const touch = new Set<string>();
      for (const socket of this.sockets) {
        const row = byId.get(socket.session.sessionId);
        if (!row || row.disabled || row.expires_at <= now.toISOString()) {
          socket.close(LIVE_CLOSE.signedOut, 'signed out');
          continue;
        }
        const role = roleSchema.safeParse(row.role);
        if (row.role !== socket.session.role || !role.success || !can(role.data, 'ivr:read')) {
          socket.close(LIVE_CLOSE.forbidden, 'role changed');
          continue;
        }
        if (socket.active && now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
          touch.add(row.id);
          socket.active = false;
        }
      }
      if (touch.size > 0)
        await this.db
          .updateTable('sessions')
          .set({ last_seen_at: now.toISOString() })
          .where('id', 'in', [...touch])
          .execute();
    } catch (error) {
      this.log('could not check the sessions of live draft sockets', error);
    } finally {
      this.checking = false;
    }
  }
}
