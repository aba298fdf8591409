import type { CallLogSortField } from '@server/service-api/call-log';
import type { CallLogFilter, TimeRange } from './call-log-filter';

/** A keyset bound: rows strictly after (value, id) in the walking direction. */
export type Keyset = { value: number; id: string };

export type Where = { sql: string; params: unknown[] };

/**
 * WHERE clause of a call-log query. With a cursor, the range on the sort column is folded into the keyset
 * bound on the cursor's side, so SQLite seeks straight to the cursor in the (column, id) index instead of
 * scanning from the range's edge: page 10,000 costs what page 1 costs.
 */
export function callLogWhere(
  filter: CallLogFilter,
  sort?: { column: CallLogSortField; descending: boolean; after?: Keyset },
): Where {
  const parts: string[] = [];
  const params: unknown[] = [];
  const equals = (column: string, values: string[] | string | undefined) => {
    if (values === undefined) return;
    const list = Array.isArray(values) ? values : [values];
    parts.push(list.length === 1 ? `${column} = ?` : `${column} IN (${list.map(() => '?').join(', ')})`);
    params.push(...list);
  };
  equals('from_user_id', filter.fromUserId);
  equals('from_number', filter.fromNumbers);
  equals('to_number', filter.toNumbers);

  let keyset = sort?.after;
  for (const [column, range] of Object.entries(filter.ranges) as [CallLogSortField, TimeRange][]) {
    let { min, max } = range;
    if (keyset && sort?.column === column) {
      // Keep whichever bound is stricter on the cursor's side: the other one is then implied.
      const bound = sort.descending ? max : min;
      const cursorIsStricter =
        bound === undefined || (sort.descending ? keyset.value <= bound : keyset.value >= bound);
      if (!cursorIsStricter) keyset = undefined;
      else if (sort.descending) max = undefined;
      else min = undefined;
    }
    if (min !== undefined) {
      parts.push(`${column} >= ?`);
      params.push(min);
    }
    if (max !== undefined) {
      parts.push(`${column} <= ?`);
      params.push(max);
    }
  }
  if (sort && keyset) {
    parts.push(`(${sort.column}, id) ${sort.descending ? '<' : '>'} (?, ?)`);
    params.push(keyset.value, keyset.id);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}
