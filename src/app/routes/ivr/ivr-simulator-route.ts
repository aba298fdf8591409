import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { simulatorSearchSchema } from '@/features/ivr-designer/simulator/simulator-search';
import { authenticatedRoute } from '../authenticated-route';

/** /ivr/$treeId/simulate: call the draft (or ?version=N) as a caller would; needs ivr:read (the area's). */
export const ivrSimulatorRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/ivr/$treeId/simulate',
  staticData: { areaId: 'ivrDesigner', namespaces: ['simulator', 'ivr'] },
  validateSearch: (search) => simulatorSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('@/features/ivr-designer/simulator/simulator-page'),
    'SimulatorPage',
  ),
});
