import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError } from '../components/route-error';
import type { AreaId } from './navigation/areas';
import { NotFoundPage } from './routes/not-found-page';
import { routeTree } from './routes/route-tree';

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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The navigation area a route belongs to. */
    areaId?: AreaId;
  }
}
