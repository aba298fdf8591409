import type { QueryClient } from '@tanstack/react-query';
import { ivrTreeKeys } from '@/api/ivr-trees/ivr-tree-keys';

/** After a tree is created, renamed, copied, imported or deleted: the list and that tree (its name, its menu) are stale. */
export async function invalidateAfterTreeChange(queryClient: QueryClient, treeId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ivrTreeKeys.list() }),
    treeId ? queryClient.invalidateQueries({ queryKey: ivrTreeKeys.tree(treeId) }) : undefined,
    treeId ? queryClient.invalidateQueries({ queryKey: ivrTreeKeys.graph(treeId) }) : undefined,
  ]);
}
