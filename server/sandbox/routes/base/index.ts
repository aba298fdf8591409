import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerContactCenterRoutes } from './contact-center-routes';
import { registerGroupRoutes } from './groups';
import { registerIvrRoutes } from './ivr-routes';

/** Every `{base_url}` endpoint: contact-center configuration. */
export function registerBaseRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerGroupRoutes(app, deps);
  registerIvrRoutes(app, deps);
  registerContactCenterRoutes(app, deps);
}
