import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import type { CustomTypeOptions } from 'i18next';
import type { AreaId } from './navigation/areas';
import { NotFoundPage } from './routes/not-found-page';
import { routeTree } from './routes/route-tree';
import { startPageDownloads, type FirstRequest, type MatchForFirstRequests } from './routes/start-page-data';

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

/** A translation namespace of the console's strings. */
export type Namespace = keyof CustomTypeOptions['resources'];

/**
 * Starts what the page being opened needs, at once: the router asks for a page's code only after the
 * signed-in guard has the session, which on opening the console is a round trip to the BFF, and it starts
 * loading only after React's first render. The code does not depend on who is signed in, so it comes over
 * the network beside that answer instead of after it, and so do the page's strings and first requests
 * (`startPageDownloads`; the root route's `beforeLoad` asks again, and is answered by what is on its way).
 * A failure is left to the router's own fetch, which shows it.
 */
export function startOpenedRoute(router: AppRouter, queryClient: QueryClient): void {
  const { pathname, search } = router.latestLocation;
  const [routes, params] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  startPageDownloads(
    queryClient,
    routes.map((route) => ({ params, search, staticData: route.options.staticData ?? {} })),
  );
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The navigation area a route belongs to. */
    areaId?: AreaId;
    /**
     * The translation namespaces its page reads beyond the first screens' (common, shell): loaded as the
     * route starts loading (root-route.tsx), beside its code, not once it renders.
     */
    namespaces?: readonly Namespace[];
    /**
     * The GETs its page shows first, started beside the session's check (root-route.tsx) instead of after
     * it; its loader then imports the queries that take their answers (`startPageData`).
     */
    firstRequests?: (match: MatchForFirstRequests) => readonly FirstRequest[];
    /**
     * Imports the code its loader and page ask for besides the page's component: the query modules the
     * loader reads (`import('@/api/…')`, kept off the first load), a part the page opens at once. Started
     * beside its code (root-route.tsx), so that the loader, which runs once the signed-in guard has the
     * session, and the page, once its code has run, find them loaded rather than asking then.
     */
    pageModules?: () => Promise<unknown>;
    /**
     * Its page writes numbers with Intl in its first render: the locale's number data loads as the route
     * starts loading (root-route.tsx), not inside that render.
     */
    writesNumbers?: true;
  }
}
