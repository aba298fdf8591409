import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditFiltersSchema, auditPageSchema, auditQuerySchema, type AuditEntry } from '@/core/api/users';
import { csvOf, type CsvCell } from '../jobs/csv';
import { requirePermission } from '../../plugins/authorization';
import { problemResponses } from '../route-schemas';

/** An export holds at most this many entries, newest first; narrow the filters for older ones. */
export const AUDIT_EXPORT_MAX = 100_000;

const AUDIT_CSV_COLUMNS: Array<[string, (entry: AuditEntry) => CsvCell]> = [
  ['at', (entry) => entry.at],
  ['username', (entry) => entry.username],
  ['action', (entry) => entry.action],
  ['target', (entry) => entry.target],
  ['targetName', (entry) => entry.targetName],
  ['result', (entry) => entry.result],
  ['detail', (entry) => (entry.detail === null ? null : JSON.stringify(entry.detail))],
  ['ip', (entry) => entry.ip],
];

/** The audit log, filtered and paged, newest first; and the same filters as CSV. */
export async function registerAuditRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { auditQuery } = api.services;
  routes.get(
    '/admin/audit',
    {
      onRequest: requirePermission('audit:read'),
      schema: {
        tags: ['Admin'],
        summary: 'A page of the audit log, filtered, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request) => auditQuery.find(request.query),
  );

  routes.get(
    '/admin/audit/export.csv',
    {
      onRequest: requirePermission('audit:read'),
      schema: {
        tags: ['Admin'],
        summary: 'The audit log entries the filters keep, newest first, as CSV (UTF-8 with a BOM)',
        description: `At most ${AUDIT_EXPORT_MAX.toLocaleString('en')} entries; narrow the days for older ones.`,
        querystring: auditFiltersSchema,
        response: { 200: z.unknown().describe('text/csv'), ...problemResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const entries = await auditQuery.all(request.query, AUDIT_EXPORT_MAX);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(csvOf(AUDIT_CSV_COLUMNS, entries));
    },
  );
}
