import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@/core/api/session';
import { sessionKeys } from '@/api/session/session-keys';

/** Records who is signed in (or that nobody is) in the query cache. */
export function rememberSession(queryClient: QueryClient, session: SessionInfo | null): void {
  queryClient.setQueryData(sessionKeys.current(), session);
}
