import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';

/** SIP phones and greeting files. */
export function registerMediaRoutes(_app: FastifyInstance, _deps: SandboxDeps): void {}
