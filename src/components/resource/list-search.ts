import { z } from 'zod/mini';
import { searchChoice, searchInteger, searchText } from '@/lib/url-search';
import { COPIED_LISTS, type CopiedList, type ListQuery } from '../../core/api/read-model';
import { foldForSearch } from '../../core/text/fold-for-search';

/** The service's contact-center lists answer 50 a page unless asked, and never more than 100. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export type SortDirection = 'asc' | 'desc';

/**
 * What a list page keeps in the address bar: the service's page and page size, the column sorted and a
 * text filter. A malformed value is dropped rather than breaking the page, so a shared link always opens.
 */
export const listSearchShape = {
  page: searchInteger(1),
  pageSize: searchInteger(1, MAX_PAGE_SIZE),
  sort: searchText(64),
  dir: searchChoice(['asc', 'desc']),
  q: searchText(200),
};

export const listSearchSchema = z.object(listSearchShape);
export type ListSearch = z.infer<typeof listSearchSchema>;

/** A list's URL state plus its own filters (each one dropped when malformed, like the base fields). */
export function createListSearchSchema<Extra extends z.core.$ZodLooseShape>(extra: Extra) {
  return z.object({ ...listSearchShape, ...extra });
}

/** The query of a list the BFF serves from its copy: paging plus search and sort over every row. */
export function toListQuery(search: ListSearch, list: CopiedList): ListQuery {
  const allowed: readonly string[] = COPIED_LISTS[list];
  const sort = search.sort && allowed.includes(search.sort) ? search.sort : undefined;
  return {
    ...toPageQuery(search),
    ...(search.q && { search: search.q }),
    ...(sort && { sort, order: search.dir ?? 'asc' }),
  };
}

/** The page query the BFF takes for a URL state. */
export function toPageQuery(search: ListSearch): { page: number; pageSize: number } {
  return { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE };
}

export type SortValue = string | number | null;

/** How a list can be searched and sorted on the browser side, column by column. */
export interface ListViewRules<Row> {
  /** The text a row is found by; the filter matches any part of it, ignoring case and accents. */
  searchText?: (row: Row) => string;
  sortValues: Readonly<Record<string, (row: Row) => SortValue>>;
}

function compare(a: SortValue, b: SortValue): number {
  // Empty values go last whichever way the column is sorted.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'vi', { numeric: true, sensitivity: 'base' });
}

/**
 * The rows of the page the service gave, filtered and sorted as the URL asks. The service neither sorts
 * nor searches these lists, so both apply to the page on screen.
 */
export function applyListView<Row>(
  rows: readonly Row[],
  search: ListSearch,
  rules: ListViewRules<Row>,
): Row[] {
  const needle = search.q ? foldForSearch(search.q) : '';
  const { searchText } = rules;
  const found =
    needle && searchText ? rows.filter((row) => foldForSearch(searchText(row)).includes(needle)) : [...rows];
  const sortValue = search.sort ? rules.sortValues[search.sort] : undefined;
  if (!sortValue) return found;
  const sign = search.dir === 'desc' ? -1 : 1;
  return found.sort((a, b) => {
    const order = compare(sortValue(a), sortValue(b));
    const bothPresent = sortValue(a) !== null && sortValue(b) !== null;
    return bothPresent ? sign * order : order;
  });
}

/** The URL state after a click on a column header: ascending first, then descending, then unsorted. */
export function nextSort(search: ListSearch, column: string): Pick<ListSearch, 'sort' | 'dir'> {
  if (search.sort !== column) return { sort: column, dir: 'asc' };
  if (search.dir !== 'desc') return { sort: column, dir: 'desc' };
  return { sort: undefined, dir: undefined };
}
