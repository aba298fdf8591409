import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { areas } from '../navigation/areas';
import type { AreaId } from '../navigation/areas';
import { authenticatedRoute } from './authenticated-route';

/**
 * An area whose page is not built yet: it has its address and navigation entry already, and shows the
 * shared coming-soon page. When the feature lands, its route gets the feature's page instead.
 */
export function createComingSoonRoute<const Id extends Exclude<AreaId, 'overview'>>(areaId: Id) {
  return createRoute({
    getParentRoute: () => authenticatedRoute,
    path: areas[areaId].path,
    staticData: { areaId },
    component: lazyRouteComponent(() => import('./coming-soon-route-page'), 'ComingSoonRoutePage'),
  });
}
