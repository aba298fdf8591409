import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from './not-found-page';
import type { RouterContext } from './router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
