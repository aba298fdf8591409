import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { groupsSearchSchema } from '@/features/groups/groups-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const groupsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.groups.path,
  staticData: { areaId: 'groups', namespaces: ['groups', 'resources'] },
  validateSearch: (search) => groupsSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('@/features/groups/components/groups-page'), 'GroupsPage'),
});
