import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import i18next from 'i18next';
import { toListQuery } from '@/components/resource/list-search';
import { agentsSearchSchema } from '@/features/agents/agents-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const agentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.agents.path,
  staticData: { areaId: 'agents' },
  validateSearch: (search) => agentsSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  // Not awaited: the first page and the strings load while the page's code does, not after it. The
  // query's module is imported here, not at the top, so that its schemas stay out of the first load.
  loader: ({ context, deps }) => {
    void import('@/api/agents/get-agents')
      .then(({ agentsQueryOptions }) =>
        context.queryClient.prefetchQuery(agentsQueryOptions(toListQuery(deps, 'agents'))),
      )
      .catch(() => undefined); // The page's own request says what went wrong.
    void i18next.loadNamespaces(['agents', 'resources']);
  },
  component: lazyRouteComponent(() => import('@/features/agents/components/agents-page'), 'AgentsPage'),
});
