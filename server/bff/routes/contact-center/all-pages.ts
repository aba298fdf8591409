import type { Page, PageQuery } from '@/core/api/paging';
import { ServiceContractError } from '../../upstream/errors';

/** The largest page the contact-center lists give; fewer round trips when reading a whole list. */
const FULL_PAGE_SIZE = 100;
/** A list that never ends is the service misbehaving, not a menu to keep reading. */
const MAX_PAGES = 1000;

/** Every item of a paged list, read page after page until the service's last page. */
export async function allPages<Item>(fetchPage: (query: PageQuery) => Promise<Page<Item>>): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await fetchPage({ page, pageSize: FULL_PAGE_SIZE });
    items.push(...answer.items);
    if (page >= answer.totalPages || answer.items.length === 0) return items;
  }
  throw new ServiceContractError(`a list of more than ${MAX_PAGES} pages`, 'allPages');
}
