import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../plugins/authorization';
import { notFound } from '../../problem';
import { FINAL_STATUSES, type ImportJobs } from '../../jobs/import-jobs';
import type { JobRow } from '@server/db/tables/jobs';
import { importTags, jobParams, jobProblems, toImportProgress } from './import-schemas';

/** How often a stream looks at the job; the runner records a batch every 200–500 ms at most. */
const PROGRESS_POLL_MS = 250;
/** A comment line now and then keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events: a `progress` event (the same JSON as GET …/imports/{jobId}) whenever the job changes,
 * then one `end` event when it is over, and the stream closes. The browser's EventSource reconnects by
 * itself after a dropped connection or a reload and gets the current progress first; it should close on
 * `end` (otherwise it reconnects and gets the final state again). Each stream reads the job from the
 * database, so it works whichever instance runs the job.
 */
export function registerImportEventsRoute(api: FastifyInstance, jobs: ImportJobs) {
  // An open stream would keep the server from closing: end them all first.
  const openStreams = new Set<() => void>();
  api.addHook('preClose', async () => {
    for (const stop of openStreams) stop();
  });

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

      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        ...definedHeaders(reply.getHeaders()),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      out.write('retry: 2000\n\n');

      let lastSent = '';
      let polling = false;
      const timers: NodeJS.Timeout[] = [];
      const stop = () => {
        openStreams.delete(stop);
        timers.forEach(clearInterval);
        if (!out.writableEnded) out.end();
      };
      const publish = (job: JobRow) => {
        const data = JSON.stringify(toImportProgress(job));
        if (data !== lastSent) out.write(`event: progress\ndata: ${data}\n\n`);
        lastSent = data;
        if (FINAL_STATUSES.includes(job.status)) {
          out.write('event: end\ndata: {}\n\n');
          stop();
        }
      };
      const poll = async () => {
        if (polling || out.writableEnded) return;
        polling = true;
        try {
          const job = await jobs.find(jobId);
          if (job) publish(job);
          else stop();
        } catch (error) {
          request.log.error({ err: error }, 'import progress stream failed');
          stop();
        } finally {
          polling = false;
        }
      };

      // The response's close fires when the browser goes away (a reload, a closed tab) as well as after end.
      out.on('close', stop);
      openStreams.add(stop);
      publish(first);
      if (out.writableEnded) return;
      timers.push(setInterval(() => void poll(), PROGRESS_POLL_MS));
      timers.push(setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS));
    },
  );
}

/** Headers hooks have set on the reply (security headers), which a hijacked reply must send itself. */
function definedHeaders(headers: Record<string, string | number | string[] | undefined>) {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | string[]
  >;
}
