import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import i18next from 'i18next';
import { callLogQueryOptions } from '@/api/call-log/get-call-log';
import { callLogSearchSchema, toCallLogFilters } from '@/features/call-log/call-log-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const callLogRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.callLog.path,
  staticData: { areaId: 'callLog' },
  validateSearch: (search) => callLogSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  // Not awaited: the first page and the strings load while the page's code does, not after it.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(callLogQueryOptions(toCallLogFilters(deps)));
    void i18next.loadNamespaces('callLog');
  },
  component: lazyRouteComponent(() => import('@/features/call-log/components/call-log-page'), 'CallLogPage'),
});
