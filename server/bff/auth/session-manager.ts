import { EventEmitter } from 'node:events';
import type { UserRow } from '../../db/schema';
import type { SessionsRepository } from '../repositories/sessions';
import { hashToken, newToken } from './tokens';

export type SessionPolicy = { idleMs: number; absoluteMs: number };

export type ActiveSession = { id: string; user: UserRow; expiresAt: Date };

export type StartedSession = { token: string; expiresAt: Date };

/**
 * Session lifecycle: a session ends when idle for longer than `idleMs`, or `absoluteMs` after sign-in
 * whatever the activity, or when its user is disabled. Only the token's hash is ever stored.
 */
export class SessionManager {
  /** Sessions ended here (sign-out), so what this instance streams to them stops at once. */
  private readonly ended = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly policy: SessionPolicy,
    private readonly now: () => Date,
  ) {}

  /** A brand-new session (never a reused id, so a planted cookie cannot be fixed onto a sign-in). */
  async start(userId: string): Promise<StartedSession> {
    const now = this.now();
    await this.sessions.deleteStale(now.toISOString(), this.idleCutoff(now));
    const token = newToken();
    const expiresAt = new Date(now.getTime() + this.policy.absoluteMs);
    await this.sessions.insert({
      id: hashToken(token),
      user_id: userId,
      // Unused since CSRF defence moved to the x-csrf header and Sec-Fetch-Site/Origin; migration 0001
      // declares the column NOT NULL, so it gets an empty value.
      csrf_token: '',
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    });
    return { token, expiresAt };
  }

  /** The live session behind a cookie's token, or null; an expired session is deleted on sight. */
  async resume(token: string): Promise<ActiveSession | null> {
    const id = hashToken(token);
    const found = await this.sessions.findWithUser(id);
    if (!found) return null;
    const { session, user } = found;
    const now = this.now();
    const expired = session.expires_at <= now.toISOString() || session.last_seen_at < this.idleCutoff(now);
    if (expired || user.disabled) {
      await this.sessions.delete(id);
      return null;
    }
    // Writing on every request would make reads contend for the database; a coarse stamp is enough.
    const touchEveryMs = Math.min(60_000, this.policy.idleMs / 10);
    if (now.getTime() - Date.parse(session.last_seen_at) >= touchEveryMs) {
      await this.sessions.touch(id, now.toISOString());
    }
    return { id, user, expiresAt: new Date(session.expires_at) };
  }

  async end(sessionId: string): Promise<void> {
    await this.sessions.delete(sessionId);
    this.ended.emit(sessionId);
  }

  async endByToken(token: string): Promise<void> {
    await this.end(hashToken(token));
  }

  /**
   * Calls `listener` when the session is ended on this instance; returns the unsubscribe. Sessions
   * ended elsewhere (another instance, expiry) are found by the caller's own periodic check.
   */
  onEnd(sessionId: string, listener: () => void): () => void {
    this.ended.once(sessionId, listener);
    return () => this.ended.off(sessionId, listener);
  }

  private idleCutoff(now: Date): string {
    return new Date(now.getTime() - this.policy.idleMs).toISOString();
  }
}
