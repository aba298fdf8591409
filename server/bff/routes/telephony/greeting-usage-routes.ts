import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { greetingFileSidSchema } from '@/core/api/greeting-files';
import { greetingUsageListSchema, greetingUsageSchema } from '@/core/api/greeting-usage';
import { requirePermission } from '../../plugins/authorization';
import { problemResponses } from '../route-schemas';
import { greetingUsageFromCopy, greetingUsageFromService } from './greeting-usage';

const tags = ['Greeting files'];

/**
 * Which IVR nodes play a greeting file. The service allows deleting a file a node still plays, so the
 * console asks this first and names the nodes in its warning.
 */
export async function registerGreetingUsageRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { services } = api;

  routes.get(
    '/greetings/usage',
    {
      onRequest: [requirePermission('greetings:read'), requirePermission('ivr:read')],
      schema: {
        tags,
        summary: 'For every greeting file, the IVR nodes that play it',
        description:
          "Served from the read model (the console's own writes are in it at once; changes made elsewhere " +
          'after the next refresh of the files, the trees and their nodes): `freshness` is that of the ' +
          'oldest of those lists. "Refresh now" re-reads `greetings`, `ivr-trees` and `ivr-nodes`.',
        response: { 200: greetingUsageListSchema, ...problemResponses(403) },
      },
    },
    () => greetingUsageFromCopy(services.readModel),
  );

  routes.get(
    '/greetings/:sid/usage',
    {
      onRequest: [requirePermission('greetings:read'), requirePermission('ivr:read')],
      schema: {
        tags,
        summary: 'The IVR nodes that play a greeting file',
        description:
          'Read from the service itself, as callers meet the menus now (one call per tree): the warning ' +
          'before a delete must name a node made outside the console a moment ago.',
        params: z.object({ sid: greetingFileSidSchema }),
        response: { 200: greetingUsageSchema, ...problemResponses(403, 404) },
      },
    },
    // Never from the copy: the copy learns of a node made elsewhere only at the refresher's next walk, and
    // a file deleted in that window would leave its node playing nothing without a word of warning.
    (request) => greetingUsageFromService(services.service, request.params.sid),
  );
}
