import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerMediaRoutes } from './media-routes';
import { registerOperationsRoutes } from './operations-routes';

/** Every `{api_url}` endpoint: telephony, greeting files, call log, chat, call debugger, SIP phones. */
export function registerApiRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerMediaRoutes(app, deps);
  registerOperationsRoutes(app, deps);
}
