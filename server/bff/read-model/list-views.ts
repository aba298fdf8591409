import type { Page } from '@/core/api/paging';
import { isPhoneLikeText, normalizePhoneNumber } from '@/core/phone-number';
import { foldForSearch } from '@/core/text/fold-for-search';
import { vietnameseCollator } from '@/core/text/vietnamese-collator';
import { KINDS, type ItemOf, type KindName, type KindSpec, type SortValue } from './kinds';

export type ListFilter = { search?: string; sort: string; order: 'asc' | 'desc' };

type View<Item> = {
  version: number;
  items: Item[];
  folded: string[];
  /** Positions in sorted order, by `${sort}:${order}`, computed once per version. */
  orders: Map<string, number[]>;
};

/** How many lists an instance keeps parsed; a list read again after being dropped is parsed again. */
const MAX_VIEWS = 64;

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return vietnameseCollator.compare(String(a), String(b));
}

/**
 * Each instance keeps the lists it serves parsed in memory, with their search text folded and their sort
 * orders computed, as long as the list's version in the database has not moved: a request then costs one
 * small query (the version) and a filter over memory, whatever the size of the list.
 */
export class ListViews {
  private readonly views = new Map<string, View<unknown>>();

  async view<K extends KindName>(
    key: string,
    kind: K,
    version: number,
    load: () => Promise<ItemOf<K>[]>,
  ): Promise<View<ItemOf<K>>> {
    const known = this.views.get(key) as View<ItemOf<K>> | undefined;
    if (known && known.version === version) {
      // Most recently used last, so the oldest is dropped first.
      this.views.delete(key);
      this.views.set(key, known);
      return known;
    }
    const items = await load();
    const spec = KINDS[kind] as unknown as KindSpec<ItemOf<K>>;
    const view: View<ItemOf<K>> = {
      version,
      items,
      folded: items.map((item) => foldForSearch(spec.searchText(item))),
      orders: new Map(),
    };
    this.views.delete(key);
    this.views.set(key, view);
    while (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value as string);
    return view;
  }

  forget(): void {
    this.views.clear();
  }
}

/** The rows of a view matching the filter, in the order asked for (empty values last either way). */
export function filterAndSort<K extends KindName>(
  kind: K,
  view: View<ItemOf<K>>,
  filter: ListFilter,
): ItemOf<K>[] {
  const spec = KINDS[kind] as unknown as KindSpec<ItemOf<K>>;
  const orderKey = `${filter.sort}:${filter.order}`;
  let order = view.orders.get(orderKey);
  if (!order) {
    const valueOf = spec.sortValues[filter.sort] ?? (() => null);
    const values = view.items.map(valueOf);
    const ids = view.items.map(spec.idOf);
    const sign = filter.order === 'desc' ? -1 : 1;
    order = values.map((_, index) => index);
    order.sort((i, j) => {
      const a = values[i] ?? null;
      const b = values[j] ?? null;
      if (a === null || b === null)
        return a === b ? vietnameseCollator.compare(ids[i]!, ids[j]!) : a === null ? 1 : -1;
      // Ties keep one stable order (by id), so paging never shows a row twice.
      return sign * compareValues(a, b) || vietnameseCollator.compare(ids[i]!, ids[j]!);
    });
    view.orders.set(orderKey, order);
  }
  const needles = filter.search ? searchNeedles(filter.search) : [];
  const picked =
    needles.length > 0
      ? order.filter((index) => needles.some((needle) => view.folded[index]!.includes(needle)))
      : order;
  return picked.map((index) => view.items[index]!);
}

/**
 * What a search looks for: the folded text, and for a phone number typed in a local spelling (`0912 …`)
 * also the form numbers are stored in (`84912…`), so a number is found however it is written.
 */
function searchNeedles(search: string): string[] {
  const needles = [foldForSearch(search)];
  if (isPhoneLikeText(search)) {
    const normalized = normalizePhoneNumber(search);
    if (normalized.ok && !needles.includes(normalized.digits)) needles.push(normalized.digits);
  }
  return needles;
}

/** One page of rows, shaped as every list of the BFF. */
export function pageOf<Item>(rows: Item[], page: number, pageSize: number): Page<Item> {
  const start = (page - 1) * pageSize;
  return {
    items: rows.slice(start, start + pageSize),
    page,
    pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
  };
}
