import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerAgentRoutes } from './agents';
import { registerBlacklistNumberRoutes } from './blacklist-numbers';
import { registerCampaignContactRoutes } from './campaign-contacts';
import { registerGroupRoutingRoutes } from './group-routings';
import { registerSipAccountRoutes } from './sip-accounts';

/** Agents, group routings, blacklisted numbers, SIP accounts, campaign contacts. */
export function registerContactCenterRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerAgentRoutes(app, deps);
  registerGroupRoutingRoutes(app, deps);
  registerBlacklistNumberRoutes(app, deps);
  registerSipAccountRoutes(app, deps);
  registerCampaignContactRoutes(app, deps);
}
