import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from './not-found-page';
import type { RouterContext } from './router-context';
import { startNumberData, startPageDownloads } from './start-page-data';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, matches }) => {
    startPageDownloads(context.queryClient, matches);
    startNumberData(matches.map((match) => match.staticData));
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
