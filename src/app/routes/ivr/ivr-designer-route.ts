import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const ivrDesignerRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.ivrDesigner.path,
  staticData: { areaId: 'ivrDesigner', namespaces: ['ivr', 'resources'] },
  component: lazyRouteComponent(() => import('@/features/ivr-designer/trees/tree-list-page'), 'TreeListPage'),
});
