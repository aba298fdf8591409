import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { callLogSearchSchema } from '../../../features/call-log/call-log-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const callLogRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.callLog.path,
  staticData: { areaId: 'callLog' },
  validateSearch: (search) => callLogSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('../../../features/call-log/components/call-log-page'),
    'CallLogPage',
  ),
});
