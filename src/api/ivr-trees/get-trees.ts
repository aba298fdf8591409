import { queryOptions, useQuery } from '@tanstack/react-query';
import { designerTreeListSchema, type DesignerTree } from '../../core/api/ivr-designer-trees';
import { apiClient } from '../../lib/api-client';
import { ivrTreeKeys } from './ivr-tree-keys';

/** A row of the tree list: name, root, size, last publish and who has it open. */
export type TreeListRow = DesignerTree;

export async function getTrees(signal?: AbortSignal): Promise<TreeListRow[]> {
  const list = await apiClient.get('/ivr/designer/trees', designerTreeListSchema, { signal });
  return list.items;
}

export const treesQueryOptions = queryOptions({
  queryKey: ivrTreeKeys.list(),
  queryFn: ({ signal }) => getTrees(signal),
});

export function useTrees() {
  return useQuery(treesQueryOptions);
}
