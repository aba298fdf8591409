import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { blacklistSearchSchema } from '@/features/blacklist/blacklist-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const blacklistRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.blacklist.path,
  staticData: { areaId: 'blacklist', namespaces: ['blacklist', 'resources'] },
  validateSearch: (search) => blacklistSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('@/features/blacklist/components/blacklist-page'),
    'BlacklistPage',
  ),
});
