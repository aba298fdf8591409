import type { QueryClient } from '@tanstack/react-query';
import { validationContextKeys } from '../ivr-validation-context/validation-context-keys';
import { queueKeys } from './queue-keys';

/** After any routing change: the overview, every queue's groups, and which queues validation sees as served. */
export async function invalidateQueues(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queueKeys.all }),
    queryClient.invalidateQueries({ queryKey: validationContextKeys.all }),
  ]);
}
