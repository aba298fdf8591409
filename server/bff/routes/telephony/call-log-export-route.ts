import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeCallLogCursor } from '../../../../src/core/api/call-log-cursor';
import {
  callLogFiltersSchema,
  type CallLogFilters,
  type CallLogQuery,
} from '../../../../src/core/api/call-log-query';
import {
  EXPORT_MAX_ROWS,
  EXPORT_ROWS_HEADER,
  EXPORT_TOTAL_HEADER,
} from '../../../../src/core/api/call-log-summary';
import { requirePermission } from '../../plugins/authorization';
import type { TelephonyClient } from '../../upstream/telephony-client';
import { CALL_CSV_HEADER, callCsvLine } from './call-log-csv';
import { problemResponses } from '../route-schemas';

const PAGE = 100;

const pageQuery = (filters: CallLogFilters, cursor?: CallLogQuery['cursor']): CallLogQuery => ({
  ...filters,
  limit: PAGE,
  direction: 'next',
  cursor,
});

/**
 * GET /api/calls/export.csv: the filtered set in its sort order, streamed a page at a time through the
 * cursor so that no more than one page sits in memory. The first page is read before answering, so a
 * refusal of the service is still a problem answer and the row count is known up front (headers).
 */
export async function registerCallLogExportRoute(api: FastifyInstance): Promise<void> {
  const { services } = api;
  api.withTypeProvider<ZodTypeProvider>().get(
    '/calls/export.csv',
    {
      onRequest: requirePermission('calllog:read'),
      schema: {
        tags: ['Call log'],
        summary: 'The filtered call log as CSV (same filters and sort as GET /api/calls)',
        description:
          `\`${EXPORT_TOTAL_HEADER}\` gives the filtered set's size and \`${EXPORT_ROWS_HEADER}\` the rows ` +
          `coming (at most ${EXPORT_MAX_ROWS.toLocaleString('en')}). Times are ISO 8601 in UTC.`,
        querystring: callLogFiltersSchema,
        response: { 200: z.unknown().describe('text/csv, one row per call'), ...problemResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const telephony = services.service.telephony;
      const first = await telephony.callLog.page(pageQuery(request.query));
      const rows = Math.min(first.total, EXPORT_MAX_ROWS);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="call-log.csv"')
        .header(EXPORT_TOTAL_HEADER, String(first.total))
        .header(EXPORT_ROWS_HEADER, String(rows))
        .header('cache-control', 'no-store')
        .send(Readable.from(csvLines(telephony, request.query, first, rows)));
    },
  );
}

async function* csvLines(
  telephony: TelephonyClient,
  filters: CallLogFilters,
  first: Awaited<ReturnType<TelephonyClient['callLog']['page']>>,
  rows: number,
) {
  yield CALL_CSV_HEADER;
  let page = first;
  let sent = 0;
  for (;;) {
    const items = page.items.slice(0, rows - sent);
    if (items.length > 0) yield items.map(callCsvLine).join('');
    sent += items.length;
    const cursor = page.nextCursor ? decodeCallLogCursor(page.nextCursor) : null;
    if (sent >= rows || !cursor || page.items.length === 0) return;
    page = await telephony.callLog.page(pageQuery(filters, cursor));
  }
}
