import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerAddUserRoute } from './add-user';
import { registerCallDebuggerRoute } from './call-debugger';
import { registerCallLogRoute } from './call-log';
import { registerCalloutRoute } from './callout';
import { registerChatRoutes } from './chat';

/** Call log, chat, call-out and add-user, call debugger. */
export function registerOperationsRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerCallLogRoute(app, deps);
  registerChatRoutes(app, deps);
  registerCalloutRoute(app, deps);
  registerAddUserRoute(app, deps);
  registerCallDebuggerRoute(app, deps);
}
