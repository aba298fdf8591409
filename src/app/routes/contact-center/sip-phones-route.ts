import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { sipPhonesSearchSchema } from '@/features/sip/sip-phones-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const sipPhonesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.sipPhones.path,
  staticData: { areaId: 'sipPhones', namespaces: ['sip', 'resources'] },
  validateSearch: (search) => sipPhonesSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('@/features/sip/components/sip-phones-page'), 'SipPhonesPage'),
});
