import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callLogSummaryQuerySchema,
  callLogSummarySchema,
  SUMMARY_DURATION_SAMPLE,
  SUMMARY_MAX_BUCKETS,
} from '@/core/api/call-log-summary';
import { requirePermission } from '../../plugins/authorization';
import { CallLogSummaries } from './call-log-summaries';
import { problemResponses } from '../route-schemas';

/** GET /api/calls/summary: calls per hour or day, answer rate and durations of the filtered set. */
export async function registerCallLogSummaryRoute(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const summaries = new CallLogSummaries(services.service.telephony);
  api.withTypeProvider<ZodTypeProvider>().get(
    '/calls/summary',
    {
      onRequest: requirePermission('calllog:read'),
      schema: {
        tags: ['Call log'],
        summary: 'Counts per hour or day, answer rate and a duration distribution of the filtered set',
        description:
          'Bucketed by start time over startedFrom–startedTo (default: the last 30 days), at most ' +
          `${SUMMARY_MAX_BUCKETS} buckets. Counts come from the service's totals of each bucket; durations ` +
          `from the newest ${SUMMARY_DURATION_SAMPLE} answered calls. Counted within the service's rate ` +
          'limit: while it holds the counting up, the answer has `complete: false` and the buckets counted ' +
          'so far; ask again for the rest. Closed buckets are cached per filter set.',
        querystring: callLogSummaryQuerySchema,
        response: { 200: callLogSummarySchema, ...problemResponses(400, 403) },
      },
    },
    (request) => summaries.read(request.query),
  );
}
