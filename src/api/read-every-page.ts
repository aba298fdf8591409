import type { Page } from '../core/api/paging';

/** The largest page the BFF serves (pageQuerySchema): the fewest requests for a whole list. */
export const LARGEST_PAGE_SIZE = 100;

/**
 * Every row of a paged list, read a page at a time through the list's own fetcher. For readers that
 * name things by id (a group in a queue, a queue's groups on a card): the first page alone leaves ids
 * unnamed once the list outgrows it.
 */
export async function readEveryPage<Item>(
  readPage: (query: { page: number; pageSize: number }) => Promise<Page<Item>>,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await readPage({ page, pageSize: LARGEST_PAGE_SIZE });
    items.push(...answer.items);
    if (page >= answer.totalPages || answer.items.length === 0) return items;
  }
}
