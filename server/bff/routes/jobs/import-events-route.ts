import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventStreams } from '../../event-stream';
import { requirePermission } from '../../plugins/authorization';
import { notFound } from '../../problem';
import { FINAL_STATUSES, type ImportJobs } from '../../jobs/import-jobs';
import type { JobRow } from '@server/db/tables/jobs';
import { importTags, jobParams, jobProblems, toImportProgress } from './import-schemas';

/** How often a stream looks at the job; the runner records a batch every 200–500 ms at most. */
const PROGRESS_POLL_MS = 250;

/**
 * Server-Sent Events: a `progress` event (the same JSON as GET …/imports/{jobId}) whenever the job changes,
 * then one `end` event when it is over, and the stream closes. The browser's EventSource reconnects by
 * itself after a dropped connection or a reload and gets the current progress first; it should close on
 * `end` (otherwise it reconnects and gets the final state again). Each stream reads the job from the
 * database, so it works whichever instance runs the job.
 */
export function registerImportEventsRoute(api: FastifyInstance, jobs: ImportJobs) {
  const streams = eventStreams(api);

  api.withTypeProvider<ZodTypeProvider>().get(
    '/campaigns/imports/:jobId/events',
    {
      onRequest: requirePermission('campaigns:write'),
      schema: {
        tags: importTags,
        summary: 'Progress of an import as Server-Sent Events',
        params: jobParams,
        response: {
          200: z.unknown().describe('text/event-stream of `progress` events, then `end`'),
          ...jobProblems,
        },
      },
    },
    async (request, reply) => {
      const { jobId } = request.params;
      const first = await jobs.find(jobId);
      if (!first) throw notFound('No such import.');

      const stream = streams.open(reply);
      let lastSent = '';
      let polling = false;
      const publish = (job: JobRow) => {
        const data = JSON.stringify(toImportProgress(job));
        if (data !== lastSent) stream.event('progress', data);
        lastSent = data;
        if (FINAL_STATUSES.includes(job.status)) {
          stream.event('end', '{}');
          stream.stop();
        }
      };
      const poll = async () => {
        if (polling || stream.ended) return;
        polling = true;
        try {
          const job = await jobs.find(jobId);
          if (job) publish(job);
          else stream.stop();
        } catch (error) {
          request.log.error({ err: error }, 'import progress stream failed');
          stream.stop();
        } finally {
          polling = false;
        }
      };

      publish(first);
      stream.every(PROGRESS_POLL_MS, () => void poll());
    },
  );
}
