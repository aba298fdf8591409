import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerIvrKeypressRoutes } from './ivr-keypresses';
import { registerIvrNodeRoutes } from './ivr-nodes';
import { registerIvrTreeRoutes } from './ivr-trees';

/** IVR trees, nodes and keypresses. */
export function registerIvrRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerIvrTreeRoutes(app, deps);
  registerIvrNodeRoutes(app, deps);
  registerIvrKeypressRoutes(app, deps);
}
