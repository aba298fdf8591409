import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { sipAccountsSearchSchema } from '@/features/sip/sip-accounts-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const sipAccountsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.sipAccounts.path,
  staticData: { areaId: 'sipAccounts', namespaces: ['sip', 'resources'] },
  validateSearch: (search) => sipAccountsSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('@/features/sip/components/sip-accounts-page'),
    'SipAccountsPage',
  ),
});
