import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

const debuggerSearchSchema = z.object({
  callId: z.string().trim().min(1).max(100).optional().catch(undefined),
});

export const callDebuggerRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.callDebugger.path,
  staticData: { areaId: 'callDebugger' },
  validateSearch: (search) => debuggerSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('@/features/call-debugger/components/call-debugger-page'),
    'CallDebuggerPage',
  ),
});
