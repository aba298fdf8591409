import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { searchText } from '@/lib/url-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

/** Opened from a running call in the call log, the call id comes along. */
const addUserSearchSchema = z.object({
  callId: searchText(100, 1),
});

export const addUserToCallRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.addUserToCall.path,
  staticData: { areaId: 'addUserToCall', namespaces: ['calls'] },
  validateSearch: (search) => addUserSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('@/features/calls/components/add-user-page'), 'AddUserPage'),
});
