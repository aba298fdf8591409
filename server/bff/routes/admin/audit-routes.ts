import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../../src/core/api/users';
import { requirePermission } from '../../plugins/authorization';
import { AuditQueryRepository } from '../../repositories/audit-query';

/** The audit log, filtered and paged, newest first. */
export async function registerAuditRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const auditQuery = new AuditQueryRepository(api.services.appDb.db);
  routes.get(
    '/admin/audit',
    {
      onRequest: requirePermission('audit:read'),
      schema: { tags: ['admin'], querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => auditQuery.find(request.query),
  );
}
