import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authenticatedRoute } from '../authenticated-route';

/** A tree's published versions: view, compare, restore. */
export const ivrVersionsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/ivr/$treeId/versions',
  staticData: { areaId: 'ivrDesigner', namespaces: ['ivr', 'resources'] },
  component: lazyRouteComponent(
    () => import('@/features/ivr-designer/versions/versions-page'),
    'VersionsPage',
  ),
});
