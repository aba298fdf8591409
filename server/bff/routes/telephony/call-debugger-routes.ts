import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callTraceQuerySchema, callTraceSchema } from '@/core/api/call-debugger';
import { requirePermission } from '../../plugins/authorization';
import { callIdParams } from './call-params';
import { problemResponses } from '../route-schemas';

const TAGS = ['Call debugger'];

/** GET /api/calls/:callId/trace (a timeline, oldest first) and GET /api/debugger (latest, newest first). */
export async function registerCallDebuggerRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const debug = () => services.service.telephony.debugger;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/calls/:callId/trace',
    {
      onRequest: requirePermission('debugger:read'),
      schema: {
        tags: TAGS,
        summary: 'A call’s debugger trace, oldest entry first (empty for an unknown call)',
        params: callIdParams,
        response: { 200: callTraceSchema, ...problemResponses(400, 403) },
      },
    },
    async (request) => {
      const newestFirst = await debug().trace({ callId: request.params.callId });
      return newestFirst.toReversed();
    },
  );

  routes.get(
    '/debugger',
    {
      onRequest: requirePermission('debugger:read'),
      schema: {
        tags: TAGS,
        summary: 'The latest debugger entries of all calls (or of `callId`), newest first',
        querystring: callTraceQuerySchema,
        response: { 200: callTraceSchema, ...problemResponses(400, 403) },
      },
    },
    (request) => debug().trace(request.query),
  );
}
