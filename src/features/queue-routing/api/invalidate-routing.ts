import type { QueryClient } from '@tanstack/react-query';
import { queueRoutingKeys } from './queue-routing-keys';

/** After any routing change: the queue's groups and the overview are both stale. */
export async function invalidateAfterRoutingChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queueRoutingKeys.queueGroups.all() }),
    queryClient.invalidateQueries({ queryKey: queueRoutingKeys.overview.all() }),
  ]);
}
