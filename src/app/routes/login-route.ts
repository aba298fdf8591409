import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { sessionQueryOptions } from '../../api/session/get-session';
import { loginSearchSchema } from '../../features/auth/login-search';
import { rootRoute } from './root-route';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search) => loginSearchSchema.parse(search),
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    // Someone already signed in has nothing to do here: send them where they were going.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
    if (session) throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  component: lazyRouteComponent(() => import('../../features/auth/components/login-page'), 'LoginPage'),
});
