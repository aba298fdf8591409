import type { FastifyInstance } from 'fastify';
import { registerAgentRoutes } from './agents-routes';
import { registerBlacklistRoutes } from './blacklist-routes';
import { registerGroupRoutingRoutes } from './group-routings-routes';
import { registerGroupRoutes } from './groups-routes';
import { registerIvrKeyRoutes } from './ivr-keys-routes';
import { registerIvrNodeRoutes } from './ivr-nodes-routes';
import { registerIvrTreeRoutes } from './ivr-trees-routes';
import { registerQueuesOverviewRoutes } from './queues-overview-routes';
import { registerSipAccountRoutes } from './sip-accounts-routes';

/** IVR trees, nodes and keys; agents; groups; queue routing; blacklist; SIP accounts. */
export async function registerContactCenterApi(api: FastifyInstance): Promise<void> {
  registerIvrTreeRoutes(api);
  registerIvrNodeRoutes(api);
  registerIvrKeyRoutes(api);
  registerAgentRoutes(api);
  registerGroupRoutes(api);
  registerGroupRoutingRoutes(api);
  registerQueuesOverviewRoutes(api);
  registerBlacklistRoutes(api);
  registerSipAccountRoutes(api);
}
