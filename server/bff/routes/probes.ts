import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problem } from '../problem';

/** How long readiness waits for the app database and the service before calling itself not ready. */
const READY_TIMEOUT_MS = 4_000;

/**
 * Probes for orchestrators and load balancers, public and outside /api: `/healthz` says the process
 * answers; `/readyz` says it can serve, i.e. the app database answers and the service is reachable with
 * our key (one smallest list call). Failures are a bare 503 problem: which dependency failed, and why,
 * goes to the log only.
 */
export function registerProbeRoutes(app: FastifyInstance) {
  // Summaries for the API document only; their fixed bodies need no answer schema.
  const liveness = { schema: { tags: ['Health'], summary: 'Liveness: the process answers' } };
  const readiness = {
    schema: { tags: ['Health'], summary: 'Readiness: the app database and the service answer (503 if not)' },
  };
  app.get('/healthz', liveness, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', readiness, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { appDb, service } = app.services;
    const checks: Record<string, () => Promise<unknown>> = {
      database: () => sql`select 1`.execute(appDb.db),
      service: () => service.contactCenter.groups.list({ page: 1, pageSize: 1 }),
    };
    const failed: string[] = [];
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), READY_TIMEOUT_MS);
        } catch (error) {
          failed.push(name);
          request.log.warn({ err: error, dependency: name }, 'readiness check failed');
        }
      }),
    );
    if (failed.length === 0) return reply.send({ status: 'ready' });
    return reply
      .code(503)
      .type(PROBLEM_CONTENT_TYPE)
      .send(problem(503, 'Service Unavailable', 'Not ready to serve requests.'));
  });
}

function withTimeout(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
