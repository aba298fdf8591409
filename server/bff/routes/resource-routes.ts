import type { FastifyInstance } from 'fastify';
import { registerIvrDesignerApi } from '../ivr/ivr-designer-routes';
import { registerAdminApi } from './admin/admin-routes';
import { registerContactCenterApi } from './contact-center/contact-center-routes';
import { registerJobsApi } from './jobs/jobs-routes';
import { registerReadModelRoutes } from './read-model-routes';
import { registerTelephonyApi } from './telephony/telephony-routes';

/** The clean API over every resource of the service, plus Switchboard's own administration. */
export async function registerResourceRoutes(api: FastifyInstance): Promise<void> {
  await api.register(registerContactCenterApi);
  await api.register(registerTelephonyApi);
  await api.register(registerAdminApi);
  await api.register(registerJobsApi);
  await api.register(registerIvrDesignerApi);
  await api.register(async (scope) => registerReadModelRoutes(scope));
}
