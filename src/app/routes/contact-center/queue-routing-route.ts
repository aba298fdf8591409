import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { queueRoutingSearchSchema } from '@/features/queue-routing/queue-routing-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const queueRoutingRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.queueRouting.path,
  staticData: { areaId: 'queueRouting', namespaces: ['queueRouting', 'resources'] },
  validateSearch: (search) => queueRoutingSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('@/features/queue-routing/components/queue-routing-page'),
    'QueueRoutingPage',
  ),
});
