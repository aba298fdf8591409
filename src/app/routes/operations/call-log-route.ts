import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { callLogSearchSchema, toCallLogFilters } from '@/features/call-log/call-log-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';
import { callLogKeys } from '@/api/call-log/call-log-keys';
import { callLogPageRequest } from '@/api/call-log/call-log-request';
import { CALL_LOG_EXPORTS_PATH } from '@/api/call-log-exports/call-log-exports-path';
import { startPageData } from '../start-page-data';

/**
 * The loader's queries: the table waits for the user's exports as well as the calls (the export panel
 * stands above it).
 */
const loadCallLogQueries = () =>
  Promise.all([import('@/api/call-log/get-call-log'), import('@/api/call-log-exports/get-call-log-exports')]);

export const callLogRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.callLog.path,
  staticData: {
    areaId: 'callLog',
    namespaces: ['callLog'],
    writesNumbers: true,
    pageModules: loadCallLogQueries,
    firstRequests: ({ search }) => {
      const filters = toCallLogFilters(callLogSearchSchema.parse(search));
      const firstPage = callLogPageRequest(filters, undefined);
      return [
        { queryKey: callLogKeys.list(filters), path: firstPage.path, query: firstPage.query },
        { queryKey: callLogKeys.exports(), path: CALL_LOG_EXPORTS_PATH },
      ];
    },
  },
  validateSearch: (search) => callLogSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const filters = toCallLogFilters(deps);
    startPageData(() =>
      loadCallLogQueries().then(([{ callLogQueryOptions }, { callLogExportsQueryOptions }]) =>
        Promise.all([
          context.queryClient.prefetchInfiniteQuery(callLogQueryOptions(filters)),
          context.queryClient.prefetchQuery(callLogExportsQueryOptions()),
        ]),
      ),
    );
  },
  component: lazyRouteComponent(() => import('@/features/call-log/components/call-log-page'), 'CallLogPage'),
});
