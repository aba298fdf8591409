import type BetterSqlite3 from 'better-sqlite3';
import { BILLED_MINUTES_SQL } from './call-billing';
import type { CallLogFilter } from './call-log-filter';
import { callLogWhere } from './call-log-sql';

export type CallLogTotals = { totalCalls: number; totalAnswerDurationMinutes: number | null };

type Cached = CallLogTotals & { writeMark: string };

const MAX_CACHED_FILTERS = 500;

/**
 * Count and billed-minute sum of a filter set. Over a million rows these cost a full scan (100+ ms), far
 * more than a page read through an index, so they are computed once per filter set and kept until the
 * store changes. Any write through the sandbox's connection (total_changes) or another connection
 * (data_version) invalidates every entry; cursor steps over an unchanged store never recount.
 */
export class CallLogTotalsCache {
  private readonly cache = new Map<string, Cached>();
  private readonly changes: BetterSqlite3.Statement;

  constructor(private readonly sqlite: BetterSqlite3.Database) {
    this.changes = sqlite.prepare('SELECT total_changes() AS n');
  }

  totalsOf(filter: CallLogFilter): CallLogTotals {
    const key = JSON.stringify(filter);
    const writeMark = this.writeMark();
    const hit = this.cache.get(key);
    this.cache.delete(key);
    const fresh = hit?.writeMark === writeMark ? hit : { ...this.count(filter), writeMark };
    this.cache.set(key, fresh);
    if (this.cache.size > MAX_CACHED_FILTERS) this.evictOldest();
    return { totalCalls: fresh.totalCalls, totalAnswerDurationMinutes: fresh.totalAnswerDurationMinutes };
  }

  private count(filter: CallLogFilter): CallLogTotals {
    const where = callLogWhere(filter);
    const row = this.sqlite
      .prepare(`SELECT COUNT(*) AS calls, SUM(${BILLED_MINUTES_SQL}) AS minutes FROM calls ${where.sql}`)
      .get(...where.params) as { calls: number; minutes: number | null };
    // SUM over no rows is NULL: the service's nullable total.
    return { totalCalls: row.calls, totalAnswerDurationMinutes: row.minutes };
  }

  private writeMark(): string {
    const { n } = this.changes.get() as { n: number };
    return `${n}:${String(this.sqlite.pragma('data_version', { simple: true }))}`;
  }

  private evictOldest(): void {
    const oldest = this.cache.keys().next();
    if (!oldest.done) this.cache.delete(oldest.value);
  }
}
