import { RouterProvider } from '@tanstack/react-router';
import { sessionQueryOptions } from '../api/session/get-session';
import { rememberSession } from '../features/auth/api/remember-session';
import { createQueryClient } from '../lib/query-client';
import { runSignOutHooks } from '../lib/sign-out-hooks';
import { AppProviders } from './providers/app-providers';
import { createAppRouter, startOpenedRoute } from './router';

// Any 401 means the session is over; the shell sees the empty session and sends the person to sign in,
// and what was held open for the session (the designer's live drafts) closes as on signing out.
const queryClient = createQueryClient({
  onUnauthorized: () => {
    rememberSession(queryClient, null);
    runSignOutHooks();
  },
});
const router = createAppRouter(queryClient);

/** Starts fetching the opened page's code, strings and data; call once the strings' loader is set up. */
export function startOpeningPage(): void {
  // The signed-in guard's first question, asked now rather than once the router has rendered and started.
  void queryClient.prefetchQuery(sessionQueryOptions);
  startOpenedRoute(router, queryClient);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
