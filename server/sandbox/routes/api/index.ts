import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';

/** Every `{api_url}` endpoint: telephony, greeting files, call log, chat, call debugger, SIP phones. */
export function registerApiRoutes(_app: FastifyInstance, _deps: SandboxDeps): void {}
