import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { searchText } from '@/lib/url-search';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

const debuggerSearchSchema = z.object({
  callId: searchText(100, 1),
});

export const callDebuggerRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.callDebugger.path,
  staticData: { areaId: 'callDebugger', namespaces: ['callDebugger'] },
  validateSearch: (search) => debuggerSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('@/features/call-debugger/components/call-debugger-page'),
    'CallDebuggerPage',
  ),
});
