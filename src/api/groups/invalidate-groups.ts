import type { QueryClient } from '@tanstack/react-query';
import { queueKeys } from '../queues/queue-keys';
import { groupKeys } from './group-keys';

/** After a group is created, renamed or deleted: every view of the groups, and the queue views naming them. */
export async function invalidateGroups(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.all }),
    queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  ]);
}
