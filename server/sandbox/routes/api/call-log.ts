import type BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { CALL_LOG_PATH, callLogQuery, type CallLogQuery } from '@server/service-api/call-log';
import type { CallRow } from '../../db/tables/operations';
import type { SandboxDeps } from '../../deps';
import { totalPages } from '../../paging';
import { okMessage } from '../../reply';
import { parseInput } from '../../validate';
import { callLogFilterOf, withStoredSpellings, type CallLogFilter } from './call-log-filter';
import { callLogWhere, type Keyset } from './call-log-sql';
import { CallLogTotalsCache } from './call-log-totals';
import { toWireCall } from './call-wire';
import { settleEndedCalls } from './running-calls';

/** The spec's maximum; a larger `limit` is clamped (the answer's `limit` says what was applied). */
export const CALL_LOG_MAX_LIMIT = 100;

type PageOfRows = { rows: CallRow[]; cursorRow: CallRow | undefined };

export function registerCallLogRoute(app: FastifyInstance, deps: SandboxDeps): void {
  const { sqlite, config } = deps;
  const totals = new CallLogTotalsCache(sqlite);
  const statements = new Map<string, BetterSqlite3.Statement>();
  const numberLookups = {
    from_number: sqlite.prepare('SELECT 1 FROM calls WHERE from_number = ? LIMIT 1'),
    to_number: sqlite.prepare('SELECT 1 FROM calls WHERE to_number = ? LIMIT 1'),
  };
  const filterOf = (query: CallLogQuery): CallLogFilter =>
    withStoredSpellings(callLogFilterOf(query), (column, value) => !!numberLookups[column].get(value));
  const select = (sql: string, params: unknown[]) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement.all(...params) as CallRow[];
  };

  /** Version 1 (deprecated): page/limit over the sort order. */
  const numberedPage = (query: CallLogQuery, filter: CallLogFilter, limit: number): PageOfRows => {
    const order = query.sort_order === 'desc' ? 'DESC' : 'ASC';
    const where = callLogWhere(filter);
    const rows = select(
      `SELECT * FROM calls ${where.sql} ORDER BY ${query.sort_by} ${order}, id ${order} LIMIT ? OFFSET ?`,
      [...where.params, limit, (query.page - 1) * limit],
    );
    return { rows, cursorRow: rows.at(-1) };
  };

  /**
   * Version 2: keyset paging on (sort value, id). `ltr` reads onwards in the sort order, `rtl` backwards
   * (without a cursor, from the end); rows always come back in the sort order, and the returned cursor is
   * the edge row on the walking side, so repeating the direction keeps walking.
   */
  const cursorPage = (query: CallLogQuery, filter: CallLogFilter, limit: number): PageOfRows => {
    const [value, id] = query['search_after[]'] ?? [];
    const after: Keyset | undefined = id === undefined ? undefined : { value: value as number, id };
    const backwards = query.order_direction === 'rtl';
    const descending = (query.sort_order === 'desc') !== backwards;
    const where = callLogWhere(filter, { column: query.sort_by, descending, after });
    const order = descending ? 'DESC' : 'ASC';
    const read = select(
      `SELECT * FROM calls ${where.sql} ORDER BY ${query.sort_by} ${order}, id ${order} LIMIT ?`,
      [...where.params, limit],
    );
    const rows = backwards ? read.reverse() : read;
    return { rows, cursorRow: backwards ? rows[0] : rows.at(-1) };
  };

  app.get(CALL_LOG_PATH, async (request) => {
    const query = parseInput(callLogQuery, withCursorParameter(request.query));
    settleEndedCalls(sqlite);
    const limit = Math.min(query.limit, CALL_LOG_MAX_LIMIT);
    const filter = filterOf(query);
    const { rows, cursorRow } =
      query.version === 2 ? cursorPage(query, filter, limit) : numberedPage(query, filter, limit);
    // An empty page hands the request's cursor back, so a client can poll the same edge for new calls.
    const searchAfter = cursorRow
      ? [cursorRow[query.sort_by], cursorRow.id]
      : (query['search_after[]'] ?? []);
    const counted = totals.totalsOf(filter);
    // Version 1 also answers its page position, as the docs' sample of it shows.
    const paging =
      query.version === 1
        ? { totalPages: totalPages(counted.totalCalls, limit), currentPage: query.page }
        : {};
    return okMessage({
      data: {
        calls: rows.map((row) => toWireCall(row, config)),
        search_after: searchAfter,
        limit,
        ...counted,
        ...paging,
      },
    });
  });
}

/**
 * The cursor's documented spelling is `search_after[]=v&search_after[]=id`; `search_after=v&search_after=id`
 * and `search_after[0]=v&search_after[1]=id` (other query-string encoders) are read the same way.
 */
function withCursorParameter(query: unknown): Record<string, unknown> {
  const q = { ...((query ?? {}) as Record<string, unknown>) };
  if (q['search_after[]'] !== undefined) return q;
  if (q.search_after !== undefined) return { ...q, 'search_after[]': q.search_after };
  const indexed = Object.keys(q)
    .map((key) => /^search_after\[(\d+)\]$/.exec(key))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((match) => q[match[0]]);
  return indexed.length > 0 ? { ...q, 'search_after[]': indexed } : q;
}
