import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const placeCallRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.placeCall.path,
  staticData: { areaId: 'placeCall', namespaces: ['calls'] },
  component: lazyRouteComponent(() => import('@/features/calls/components/place-call-page'), 'PlaceCallPage'),
});
