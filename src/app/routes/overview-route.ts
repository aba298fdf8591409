import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated-route';

export const overviewRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  staticData: { areaId: 'overview' },
  component: lazyRouteComponent(() => import('../overview/overview-page'), 'OverviewPage'),
});
