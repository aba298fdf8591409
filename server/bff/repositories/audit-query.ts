import { sql, type Kysely } from 'kysely';
import type { AuditEntry, AuditQuery, AuditResult } from '../../../src/core/api/users';
import type { Page } from '../../../src/core/api/paging';
import type { AppDatabase, AuditLogRow } from '../../db/schema';

/** Reads the audit log for administrators: filtered, newest first, one numbered page at a time. */
export class AuditQueryRepository {
  constructor(private readonly db: Kysely<AppDatabase>) {}

  async find(query: AuditQuery): Promise<Page<AuditEntry>> {
    let filtered = this.db.selectFrom('audit_log');
    if (query.username) filtered = filtered.where('username', '=', query.username);
    if (query.action) {
      // substr, not LIKE: `_` is a wildcard there, and SQLite's LIKE ignores case.
      const prefix = query.action;
      filtered = filtered.where(sql<string>`substr(action, 1, ${prefix.length})`, '=', prefix);
    }
    // Stored times are ISO-8601 UTC text, so normalized instants compare correctly as strings.
    if (query.from) filtered = filtered.where('at', '>=', new Date(query.from).toISOString());
    if (query.to) filtered = filtered.where('at', '<', new Date(query.to).toISOString());

    const { count } = await filtered
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    const total = Number(count);
    const rows = await filtered
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute();
    return {
      items: rows.map(toAuditEntry),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }
}

function toAuditEntry(row: AuditLogRow): AuditEntry {
  const detail = parseDetail(row.detail);
  return {
    id: row.id,
    at: row.at,
    username: row.username,
    action: row.action,
    target: row.target,
    result: resultOf(row.action, detail),
    detail,
    ip: row.ip,
  };
}

function parseDetail(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : { value: parsed };
  } catch {
    return { value: text };
  }
}

/** Changes record their result; sign-in attempts say so in their action (`session.login_failed`). */
function resultOf(action: string, detail: Record<string, unknown> | null): AuditResult {
  if (detail?.result === 'failed' || action.endsWith('_failed')) return 'failed';
  return 'ok';
}
