import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { toListQuery } from '@/components/resource/list-search';
import { agentsSearchSchema } from '@/features/agents/agents-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';
import { agentKeys } from '@/api/agents/agent-keys';
import { AGENTS_PATH } from '@/api/agents/agents-path';
import { startPageData } from '../start-page-data';

const loadAgentsQuery = () => import('@/api/agents/get-agents');

export const agentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.agents.path,
  staticData: {
    areaId: 'agents',
    namespaces: ['agents', 'resources'],
    pageModules: loadAgentsQuery,
    firstRequests: ({ search }) => {
      const query = toListQuery(agentsSearchSchema.parse(search), 'agents');
      return [{ queryKey: agentKeys.list(query), path: AGENTS_PATH, query }];
    },
  },
  validateSearch: (search) => agentsSearchSchema.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const query = toListQuery(deps, 'agents');
    startPageData(() =>
      loadAgentsQuery().then(({ agentsQueryOptions }) =>
        context.queryClient.prefetchQuery(agentsQueryOptions(query)),
      ),
    );
  },
  component: lazyRouteComponent(() => import('@/features/agents/components/agents-page'), 'AgentsPage'),
});
