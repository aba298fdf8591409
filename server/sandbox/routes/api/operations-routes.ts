import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';

/** Call log, chat, call-out and add-user, call debugger. */
export function registerOperationsRoutes(_app: FastifyInstance, _deps: SandboxDeps): void {}
