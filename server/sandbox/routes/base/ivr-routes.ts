import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';

/** IVR trees, nodes and keypresses. */
export function registerIvrRoutes(_app: FastifyInstance, _deps: SandboxDeps): void {}
