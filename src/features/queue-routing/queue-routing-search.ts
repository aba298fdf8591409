import { z } from 'zod';
import { createListSearchSchema, type ListSearch } from '../../components/resource/list-search';

const optionalNumber = z.coerce.number().int().min(1).max(100).optional().catch(undefined);

/**
 * The page's state in the address bar: the overview's paging, sort and search (the shared list fields),
 * its "unserved only" filter, the queue opened and the paging of that queue's groups (`g…`).
 */
export const queueRoutingSearchSchema = createListSearchSchema({
  unserved: z.boolean().optional().catch(undefined),
  queueId: z.string().trim().min(1).max(64).optional().catch(undefined),
  gPage: z.coerce.number().int().min(1).optional().catch(undefined),
  gPageSize: optionalNumber,
  gSort: z.string().trim().max(64).optional().catch(undefined),
  gDir: z.enum(['asc', 'desc']).optional().catch(undefined),
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
