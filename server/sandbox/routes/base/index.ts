import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerGroupRoutes } from './groups';

/** Every `{base_url}` endpoint: contact-center configuration. */
export function registerBaseRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerGroupRoutes(app, deps);
}
