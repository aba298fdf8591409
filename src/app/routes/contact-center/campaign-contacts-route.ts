import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { campaignSearchSchema } from '@/features/campaigns/campaign-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const campaignContactsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.campaignContacts.path,
  staticData: { areaId: 'campaignContacts', namespaces: ['campaigns'] },
  validateSearch: (search) => campaignSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('@/features/campaigns/components/campaign-contacts-page'),
    'CampaignContactsPage',
  ),
});
