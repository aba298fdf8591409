import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callLogPageSchema, callRecordSchema } from '@/core/api/call-log';
import { callLogQuerySchema, callRecordQuerySchema } from '@/core/api/call-log-query';
import { requirePermission } from '../../plugins/authorization';
import { notFound } from '../../problem';
import { findCall, LOOKUP_WINDOW } from './call-lookup';
import { callIdParams } from './call-params';
import { problemResponses } from '../route-schemas';

const TAGS = ['Call log'];

/** GET /api/calls (cursor-paged, filtered, sorted) and GET /api/calls/:callId. */
export async function registerCallLogRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/calls',
    {
      onRequest: requirePermission('calllog:read'),
      schema: {
        tags: TAGS,
        summary: 'A page of the call log',
        description:
          'Every time filter is in epoch milliseconds. Walk with the opaque nextCursor/previousCursor, ' +
          'sent back as `cursor` with `direction` next or previous and the same sort.',
        querystring: callLogQuerySchema,
        response: { 200: callLogPageSchema, ...problemResponses(400, 403) },
      },
    },
    (request) => services.service.telephony.callLog.page(request.query),
  );

  routes.get(
    '/calls/:callId',
    {
      onRequest: requirePermission('calllog:read'),
      schema: {
        tags: TAGS,
        summary: 'One call record',
        description:
          'The service has no "get one call", so the record is searched in the call log by start time: ' +
          `pass \`at\` (the record's startTime in ms) to search ±${LOOKUP_WINDOW.hintMs / 1000} s around it; ` +
          "without it the start is taken from the call's debugger trace (its first entry), searching from " +
          `${LOOKUP_WINDOW.beforeTraceMs / 1000} s before to ${LOOKUP_WINDOW.afterTraceMs / 1000} s after. ` +
          '404 when the call is not in that window or has no trace.',
        params: callIdParams,
        querystring: callRecordQuerySchema,
        response: { 200: callRecordSchema, ...problemResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { callId } = request.params;
      const call = await findCall(services.service.telephony, callId, request.query.at);
      if (!call) throw notFound(`No call ${callId} was found around its start time.`);
      return call;
    },
  );
}
