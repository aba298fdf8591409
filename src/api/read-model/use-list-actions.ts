import type { QueryKey } from '@tanstack/react-query';
import type { ListQuery, RefreshInput } from '../../core/api/read-model';
import { useRefreshLists } from './refresh-lists';

/** `/api<path>?search&sort&order`: the CSV of the rows a table shows, every page of them. */
export function exportHrefOf(path: string, query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  const text = params.toString();
  return `/api${path}${text ? `?${text}` : ''}`;
}

/** What a table served from the BFF's copy offers: "refresh now" of its lists, and its CSV export. */
export function useListActions(
  lists: RefreshInput['lists'],
  invalidates: QueryKey,
  exportOf?: { path: string; query: Partial<ListQuery> },
  /** For `routings`: the queue whose groups "refresh now" re-reads. */
  queueId?: string,
) {
  const refresh = useRefreshLists({ lists, queueId }, invalidates);
  return {
    refresh: () => refresh.mutate(),
    refreshing: refresh.isPending,
    exportHref: exportOf && exportHrefOf(exportOf.path, exportOf.query),
  };
}
