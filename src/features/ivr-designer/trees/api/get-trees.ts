import { queryOptions, useQuery } from '@tanstack/react-query';
import { ivrTreeSchema } from '../../../../core/api/ivr-trees';
import { pageSchema } from '../../../../core/api/paging';
import { apiClient } from '../../../../lib/api-client';
import { ivrTreeKeys } from './ivr-tree-keys';

/** A row of the tree list; what the BFF cannot tell yet is null. */
export interface TreeListRow {
  id: string;
  name: string;
  rootNodeName: string | null;
  nodeCount: number | null;
  lastPublished: { at: number; by: string } | null;
  editors: { displayName: string }[];
}

const treePageSchema = pageSchema(ivrTreeSchema);

export async function getTrees(signal?: AbortSignal): Promise<TreeListRow[]> {
  const page = await apiClient.get('/ivr/trees', treePageSchema, { query: { pageSize: 100 }, signal });
  return page.items.map((tree) => ({
    id: tree.id,
    name: tree.name,
    rootNodeName: null,
    nodeCount: null,
    lastPublished: null,
    editors: [],
  }));
}

export const treesQueryOptions = queryOptions({
  queryKey: ivrTreeKeys.list(),
  queryFn: ({ signal }) => getTrees(signal),
});

export function useTrees() {
  return useQuery(treesQueryOptions);
}
