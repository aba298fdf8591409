import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import type { AreaId } from './navigation/areas';
import { NotFoundPage } from './routes/not-found-page';
import { routeTree } from './routes/route-tree';
import { startNamespaces } from './routes/start-page-data';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router must not cache loader results on top of it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Fetches the code and the strings of the page at `pathname` at once. The router asks for a page's code only
 * after the signed-in guard has the session, which on opening the console is a round trip to the BFF: the
 * code does not depend on who is signed in, so it comes over the network beside that answer instead of
 * after it. A failure is left to the router's own fetch, which shows it.
 */
export function startPageCode(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  startNamespaces(routes);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The navigation area a route belongs to. */
    areaId?: AreaId;
    /** The translation namespaces its page reads: loaded beside its code, not once it renders. */
    namespaces?: readonly string[];
  }
}
