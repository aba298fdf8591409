import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { NotFoundPage } from './not-found-page';
import { sessionQueryOptions } from '../../api/session/get-session';
import { rootRoute } from './root-route';

/** The signed-in part of the console: every page under it shows in the app shell. */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: async ({ context, location }) => {
    // A stale session is re-checked in the background; if it has ended, the shell sends the person to sign in.
    const session = await context.queryClient.ensureQueryData({
      ...sessionQueryOptions,
      revalidateIfStale: true,
    });
    // Keep the wanted address so signing in lands there, not on the overview.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { session };
  },
  component: lazyRouteComponent(() => import('../shell/app-shell-layout'), 'AppShellLayout'),
  notFoundComponent: NotFoundPage,
});
