import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from './not-found-page';
import type { RouterContext } from './router-context';
import { startFirstRequests, startNamespaces, startNumberData } from './start-page-data';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, matches }) => {
    const staticData = matches.map((match) => match.staticData);
    startNamespaces(staticData);
    startNumberData(staticData);
    startFirstRequests(context.queryClient, matches);
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
