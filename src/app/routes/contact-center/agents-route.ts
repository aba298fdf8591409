import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { agentsSearchSchema } from '@/features/agents/agents-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const agentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.agents.path,
  staticData: { areaId: 'agents' },
  validateSearch: (search) => agentsSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('@/features/agents/components/agents-page'), 'AgentsPage'),
});
