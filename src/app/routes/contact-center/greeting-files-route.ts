import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearchSchema } from '@/components/resource/list-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const greetingFilesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.greetingFiles.path,
  staticData: { areaId: 'greetingFiles', namespaces: ['greetings', 'resources'] },
  validateSearch: (search) => listSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('@/features/greetings/components/greeting-files-page'),
    'GreetingFilesPage',
  ),
});
