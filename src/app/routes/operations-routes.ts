import { callLogRoute } from './operations/call-log-route';
import { chatRoute } from './operations/chat-route';
import { callDebuggerRoute } from './operations/call-debugger-route';
import { placeCallRoute } from './operations/place-call-route';
import { addUserToCallRoute } from './operations/add-user-to-call-route';
import { callDetailRoute } from './operations/call-detail-route';

/** Operations (support staff): one route file per area, owned by its feature. */
export const operationsRoutes = [
  callLogRoute,
  chatRoute,
  callDebuggerRoute,
  placeCallRoute,
  addUserToCallRoute,
  callDetailRoute,
] as const;
