import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { searchInteger } from '@/lib/url-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

/** `at`, the call's start time when the link knows it, spares the BFF a trace lookup. */
const callDetailSearchSchema = z.object({
  at: searchInteger(0),
});

export const callDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: `${areas.callLog.path}/$callId`,
  staticData: { areaId: 'callLog', namespaces: ['callLog'], writesNumbers: true },
  validateSearch: (search) => callDetailSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('./call-detail-page'), 'CallDetailPage'),
});
