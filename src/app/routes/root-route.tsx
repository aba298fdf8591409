import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from './not-found-page';
import type { RouterContext } from './router-context';
import { startNamespaces } from './start-page-data';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ matches }) => startNamespaces(matches.map((match) => match.staticData)),
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
