import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../../core/api/session';
import { setCsrfToken } from '../../../lib/csrf-token';
import { sessionKeys } from './session-keys';

/** Records who is signed in (or that nobody is), keeping the CSRF token in step with the cached session. */
export function rememberSession(queryClient: QueryClient, session: SessionInfo | null): void {
  setCsrfToken(session?.csrfToken ?? null);
  queryClient.setQueryData(sessionKeys.current(), session);
}
