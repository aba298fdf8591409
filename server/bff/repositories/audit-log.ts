import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { AppDatabase, AuditLogRow } from '../../db/schema';

export type AuditEntry = {
  action: string;
  userId?: string | null;
  username?: string | null;
  target?: string | null;
  /** The target as a person knows it (agent name, number, username), beside its id. */
  targetName?: string | null;
  /** `unknown`: the service's answer was lost and re-reading it could not tell whether it acted. */
  result?: 'ok' | 'refused' | 'failed' | 'unknown' | null;
  /** Stored as JSON; must never hold a password, token or key. */
  detail?: Record<string, unknown> | null;
  ip?: string | null;
};

/** Append-only record of who did what: logins (successful or not) and every change. */
export class AuditLog {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  async record(entry: AuditEntry): Promise<void> {
    const at = this.now();
    await this.db
      .insertInto('audit_log')
      .values({
        id: newId(at.getTime()),
        at: at.toISOString(),
        user_id: entry.userId ?? null,
        username: entry.username ?? null,
        action: entry.action,
        target: entry.target ?? null,
        target_name: entry.targetName ?? null,
        result: entry.result ?? null,
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
        ip: entry.ip ?? null,
      })
      .execute();
  }

  /** Newest first. */
  recent(limit = 50): Promise<AuditLogRow[]> {
    return this.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
