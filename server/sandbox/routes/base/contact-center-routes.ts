import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';

/** Agents, group routings, blacklisted numbers, SIP accounts, campaign contacts. */
export function registerContactCenterRoutes(_app: FastifyInstance, _deps: SandboxDeps): void {}
