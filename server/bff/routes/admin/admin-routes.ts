import type { FastifyInstance } from 'fastify';
import { registerAuditRoutes } from './audit-routes';
import { registerUserRoutes } from './user-routes';

/** Switchboard's users and the audit log. */
export async function registerAdminApi(api: FastifyInstance): Promise<void> {
  // Each in its own encapsulated scope, so each one's permission hook covers only its own routes.
  await api.register(registerUserRoutes);
  await api.register(registerAuditRoutes);
}
