import { z } from 'zod/mini';
import { droppedWhenMalformed, searchChoice, searchInteger, searchText } from '@/lib/url-search';
import { createListSearchSchema, type ListSearch } from '../../components/resource/list-search';

/**
 * The page's state in the address bar: the overview's paging, sort and search (the shared list fields),
 * its "unserved only" filter, the queue opened and the paging of that queue's groups (`g…`).
 */
export const queueRoutingSearchSchema = createListSearchSchema({
  unserved: droppedWhenMalformed(z.boolean()),
  queueId: searchText(64, 1),
  gPage: searchInteger(1),
  gPageSize: searchInteger(1, 100),
  gSort: searchText(64),
  gDir: searchChoice(['asc', 'desc']),
});
export type QueueRoutingSearch = z.infer<typeof queueRoutingSearchSchema>;

/** The opened queue's groups table reads its list state from the `g…` fields. */
export function groupsListSearch(search: QueueRoutingSearch): ListSearch {
  return { page: search.gPage, pageSize: search.gPageSize, sort: search.gSort, dir: search.gDir };
}

export function fromGroupsListSearch(change: Partial<ListSearch>): Partial<QueueRoutingSearch> {
  const mapped: Partial<QueueRoutingSearch> = {};
  // Any change but the page itself starts the groups again from their first page.
  mapped.gPage = 'page' in change ? change.page : undefined;
  if ('pageSize' in change) mapped.gPageSize = change.pageSize;
  if ('sort' in change) mapped.gSort = change.sort;
  if ('dir' in change) mapped.gDir = change.dir;
  return mapped;
}
