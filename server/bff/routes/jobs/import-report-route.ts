import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../plugins/authorization';
import { notFound } from '../../problem';
import type { ImportJobs } from '../../jobs/import-jobs';
import { csvLine } from './csv';
import { importTags, jobParams, jobProblems } from './import-schemas';

const HEADER = ['phone', 'normalized', 'outcome', 'reason'];

/** The per-number report, streamed a page at a time so that 100,000 numbers never sit in memory at once. */
export function registerImportReportRoute(api: FastifyInstance, jobs: ImportJobs) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/campaigns/imports/:jobId/report.csv',
    {
      onRequest: requirePermission('campaigns:write'),
      schema: {
        tags: importTags,
        summary: 'Per-number outcome of an import, as CSV',
        description:
          'One row per submitted number, in submission order: phone (as submitted), normalized (84…), ' +
          'outcome (added, skipped, invalid, duplicate, or pending while its batch is unsent), reason ' +
          '(why a number is invalid).',
        params: jobParams,
        response: { 200: z.unknown().describe('text/csv, one row per submitted number'), ...jobProblems },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      if (!(await jobs.find(jobId))) throw notFound('No such import.');
      async function* lines() {
        yield csvLine(HEADER);
        for await (const page of jobs.items(jobId)) {
          yield page
            .map((item) => csvLine([item.phone, item.normalized, item.outcome, item.reason]))
            .join('');
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="campaign-import-${jobId}.csv"`)
        .send(Readable.from(lines()));
    },
  );
}
