import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { chatSearchSchema } from '@/features/chat/chat-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

export const chatRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.chat.path,
  staticData: { areaId: 'chat', namespaces: ['chat'] },
  validateSearch: (search) => chatSearchSchema.parse(search),
  component: lazyRouteComponent(() => import('@/features/chat/components/chat-page'), 'ChatPage'),
});
