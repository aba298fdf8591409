import { sql, type SelectQueryBuilder } from 'kysely';
import { totalPages, type PageRequest } from './paging';

/** Where a page stands in its list, as the service's list answers spell it. */
export type ListPosition = { totalPages: number; currentPage: number; limit: number };

export type ListPage<Row> = { count: number; rows: Row[]; position: ListPosition };

/**
 * One page of a list: counts every row `matching` selects, then reads the page's rows in the order
 * `ordered` gives them (it adds the selection, joins and sort to `matching`).
 */
export async function listPage<DB, TB extends keyof DB, TO extends keyof DB, Row>(
  paging: PageRequest,
  matching: SelectQueryBuilder<DB, TB, object>,
  ordered: (matching: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TO, Row>,
): Promise<ListPage<Row>> {
  const { page, limit, offset } = paging;
  // Kysely cannot name a selection's type over a generic table; the count is what this query yields.
  const { count } = await matching
    .select(sql<number>`count(*)`.as('count'))
    .$castTo<{ count: number }>()
    .executeTakeFirstOrThrow();
  const rows = await ordered(matching).limit(limit).offset(offset).execute();
  return { count, rows, position: { totalPages: totalPages(count, limit), currentPage: page, limit } };
}
