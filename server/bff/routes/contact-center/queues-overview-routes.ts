import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queueOverviewPageSchema, queueOverviewQuerySchema } from '@/core/api/queues-overview';
import { freshnessSchema } from '@/core/api/read-model';
import { requirePermission } from '../../plugins/authorization';
import { loadQueueOverview, pageQueueOverview } from './queues-overview';
import { readProblems } from '../route-schemas';

/** GET /api/queues: every queue Switchboard knows of, with its groups; flags a queue no group serves. */
export function registerQueuesOverviewRoutes(api: FastifyInstance) {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/queues',
    {
      onRequest: requirePermission('routing:read'),
      schema: {
        tags: ['Queue routing'],
        summary: 'Every known queue and the groups serving it',
        description:
          'The service has no queue endpoint: the ids come from the IVR keys of every tree (action queue) ' +
          'and from the group routings made through Switchboard. Each queue lists its groups, primary ' +
          'first; `unserved` marks a queue no group serves. Served from the read model: `freshness` says ' +
          'when what is shown was last read from the service.',
        querystring: queueOverviewQuerySchema,
        response: {
          200: z.object({ ...queueOverviewPageSchema.shape, freshness: freshnessSchema }),
          ...readProblems,
        },
      },
    },
    async (request) => {
      const { services } = request.server;
      const { queues, freshness } = await loadQueueOverview(services.readModel, services.appDb.db);
      return { ...pageQueueOverview(queues, request.query), freshness };
    },
  );
}
