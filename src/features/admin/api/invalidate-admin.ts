import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/api/admin/admin-keys';

/** After any change to a user: the list is stale, and so is the audit log, which recorded the change. */
export function invalidateAfterUserChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users.lists() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit.lists() }),
  ]).then(() => undefined);
}
