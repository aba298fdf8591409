import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerGreetingFileRoutes } from './greeting-files';
import { registerSipPhoneRoutes } from './sip-phones';

/** SIP phones and greeting files. */
export function registerMediaRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerSipPhoneRoutes(app, deps);
  registerGreetingFileRoutes(app, deps);
}
