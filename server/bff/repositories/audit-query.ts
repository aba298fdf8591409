import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AuditEntry, AuditFilters, AuditQuery, AuditResult } from '@/core/api/users';
import type { Page } from '@/core/api/paging';
import type { AppDatabase, AuditLogRow } from '../../db/schema';

/** Reads the audit log for administrators: filtered, newest first, a numbered page at a time or whole. */
export class AuditQueryRepository {
  constructor(private readonly db: Kysely<AppDatabase>) {}

  /** The log narrowed by every filter of the query (its paging aside). */
  private filtered(query: AuditFilters) {
    let filtered = this.db.selectFrom('audit_log');
    if (query.username) filtered = filtered.where('username', '=', query.username);
    if (query.action) {
      // substr, not LIKE: `_` is a wildcard there, and SQLite's LIKE ignores case.
      const prefix = query.action;
      filtered = filtered.where(sql<string>`substr(action, 1, ${prefix.length})`, '=', prefix);
    }
    if (query.target) {
      const needle = `%${query.target.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filtered = filtered.where((eb) =>
        eb.or([
          eb(sql<string>`lower(target)`, 'like', sql<string>`${needle} escape '\\'`),
          eb(sql<string>`lower(target_name)`, 'like', sql<string>`${needle} escape '\\'`),
        ]),
      );
    }
    if (query.result) filtered = filtered.where(resultIs(query.result));
    // Stored times are ISO-8601 UTC text, so normalized instants compare correctly as strings.
    if (query.from) filtered = filtered.where('at', '>=', new Date(query.from).toISOString());
    if (query.to) filtered = filtered.where('at', '<', new Date(query.to).toISOString());
    return filtered;
  }

  async find(query: AuditQuery): Promise<Page<AuditEntry>> {
    const filtered = this.filtered(query);
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

  /** Every entry the filters keep, newest first, up to `max` (an export, not a page). */
  async all(filters: AuditFilters, max: number): Promise<AuditEntry[]> {
    const rows = await this.filtered(filters)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(max)
      .execute();
    return rows.map(toAuditEntry);
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
    targetName: row.target_name,
    result: resultOf(row, detail),
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

/**
 * Entries since migration 0009 hold their result; older changes say it in their detail, sign-in attempts
 * in their action (`session.login_failed`).
 */
function resultOf(row: AuditLogRow, detail: Record<string, unknown> | null): AuditResult {
  if (row.result === 'ok' || row.result === 'refused' || row.result === 'failed' || row.result === 'unknown')
    return row.result;
  if (detail?.result === 'failed' || row.action.endsWith('_failed')) return 'failed';
  return 'ok';
}

/** The same reading as `resultOf`, as a condition: older rows without the column count by action/detail. */
function resultIs(result: AuditResult) {
  return (eb: ExpressionBuilder<AppDatabase, 'audit_log'>) => {
    const legacyFailed = eb.or([
      eb('detail', 'like', '%"result":"failed"%'),
      eb('action', 'like', '%_failed'),
    ]);
    if (result === 'refused' || result === 'unknown') return eb('result', '=', result);
    if (result === 'failed')
      return eb.or([eb('result', '=', 'failed'), eb.and([eb('result', 'is', null), legacyFailed])]);
    return eb.or([eb('result', '=', 'ok'), eb.and([eb('result', 'is', null), eb.not(legacyFailed)])]);
  };
}
