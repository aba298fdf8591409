import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALL_LOG_EXPORT_MAX_ROWS,
  CALL_LOG_EXPORT_PAGE_ROWS,
  callLogExportIdSchema,
  callLogExportListSchema,
  callLogExportSchema,
  type CallLogExportPlan,
} from '@/core/api/call-log-exports';
import { callLogFiltersSchema } from '@/core/api/call-log-query';
import { CallLogExports } from '../../jobs/call-log-exports';
import { audited } from '../../plugins/audited';
import { sessionOf } from '../../plugins/authentication';
import { requirePermission } from '../../plugins/authorization';
import { HttpProblem, notFound } from '../../problem';
import { problemResponses } from '../route-schemas';
import { CALL_CSV_HEADER } from './call-log-csv';
import { toCallLogExport } from './call-log-export-view';

const tags = ['Call log'];
const params = z.object({ exportId: callLogExportIdSchema });
const problems = problemResponses(400, 401, 403, 404);
const RECENT = 5;

/**
 * The call log as CSV, made by a background job (server/bff/jobs/run-call-log-export.ts): start one with
 * the list's filters, follow it, download the file when done. The job is paced by the service's rate
 * limit within the shared budget, so a large set takes minutes but never fails on it.
 */
export async function registerCallLogExportRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const exports = new CallLogExports(services.appDb.db, services.now);
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const onRequest = requirePermission('calllog:read');
  const plan = (): CallLogExportPlan => ({
    maxRows: CALL_LOG_EXPORT_MAX_ROWS,
    rowsPerRequest: CALL_LOG_EXPORT_PAGE_ROWS,
    rateLimit: services.service.budget?.backgroundLimitOf('calllog') ?? null,
  });
  const mine = async (exportId: string, userId: string) => {
    const row = await exports.find(exportId, userId);
    if (!row) throw notFound('No such export of yours.');
    return row;
  };

  routes.post(
    '/call-log-exports',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Export the filtered call log as CSV, as a background job',
        description:
          `The filters and sort of GET /api/calls. At most ${CALL_LOG_EXPORT_MAX_ROWS.toLocaleString('en')} ` +
          `rows, read ${CALL_LOG_EXPORT_PAGE_ROWS} a request within the service's call-log rate limit. ` +
          'One unfinished export per user (409 while one runs).',
        // The call log's filters and sort, as GET /api/calls takes them.
        body: callLogFiltersSchema,
        response: { 202: callLogExportSchema, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const exportId = await audited(
        request,
        { action: 'call-log.export', detail: { filters: request.body } },
        async () => {
          const outcome = await exports.start(request.body, { id: user.id, username: user.username });
          if (!outcome.started)
            throw new HttpProblem(
              409,
              'Conflict',
              'An export of yours is still running: wait for it or cancel it.',
            );
          return outcome.id;
        },
        (id) => id,
      );
      return reply.code(202).send(toCallLogExport(await mine(exportId, user.id)));
    },
  );

  routes.get(
    '/call-log-exports',
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in user's recent call-log exports, newest first, and what an export costs",
        response: { 200: callLogExportListSchema, ...problems },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      return { items: (await exports.list(user.id, RECENT)).map(toCallLogExport), plan: plan() };
    },
  );

  routes.get(
    '/call-log-exports/:exportId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Progress of a call-log export',
        params,
        response: { 200: callLogExportSchema, ...problems },
      },
    },
    async (request) => toCallLogExport(await mine(request.params.exportId, sessionOf(request).user.id)),
  );

  routes.post(
    '/call-log-exports/:exportId/cancel',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Stop a call-log export (after the page in flight)',
        params,
        response: { 200: callLogExportSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const { exportId } = request.params;
      await mine(exportId, user.id);
      if (!(await exports.cancel(exportId, user.id)))
        throw new HttpProblem(409, 'Conflict', 'This export has already ended.');
      return toCallLogExport(await mine(exportId, user.id));
    },
  );

  routes.get(
    '/call-log-exports/:exportId/file.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The file of a finished call-log export',
        description:
          'UTF-8 with a byte order mark, one row per call in the sort asked for; times ISO 8601 in UTC. ' +
          '409 until the export is done.',
        params,
        response: {
          200: z.unknown().describe('text/csv, one row per call'),
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { exportId } = request.params;
      const row = await mine(exportId, sessionOf(request).user.id);
      if (row.status !== 'done') throw new HttpProblem(409, 'Conflict', 'This export is not done.');
      async function* lines() {
        yield CALL_CSV_HEADER;
        yield* exports.pages(exportId);
      }
      const day = row.created_at.slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="call-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines()));
    },
  );
}
