import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema } from '@/core/api/created';
import { objectId } from '@/core/api/field-rules';
import {
  createGroupRoutingBodySchema,
  groupRoutingQueueSchema,
  groupRoutingSchema,
  updateGroupRoutingInputSchema,
} from '@/core/api/group-routings';
import { copiedListQuerySchema, copiedPageSchema } from '@/core/api/read-model';
import { audited, fieldChanges } from '../../plugins/audited';
import { copiedBeforeChange, routingName } from './audit-subjects';
import { requirePermission } from '../../plugins/authorization';
import { contactCenterOf } from './contact-center-of';
import { readModelOf } from './read-model-of';
import { changeProblems, noContentSchema, readProblems } from '../route-schemas';

const tags = ['Queue routing'];
const queueParams = z.object({ queueId: groupRoutingQueueSchema });
const routingParams = z.object({ routingId: objectId('Group routing') });

/** Which agent groups serve a queue, and which of them are primary. */
export function registerGroupRoutingRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/queues/:queueId/groups',
    {
      onRequest: requirePermission('routing:read'),
      schema: {
        tags,
        summary: 'List the groups serving a queue',
        params: queueParams,
        querystring: copiedListQuerySchema('routings'),
        response: { 200: copiedPageSchema(groupRoutingSchema), ...readProblems },
      },
    },
    (request) => readModelOf(request).page('routings', request.params.queueId, request.query),
  );

  routes.post(
    '/queues/:queueId/groups',
    {
      onRequest: requirePermission('routing:write'),
      schema: {
        tags,
        summary: 'Let a group serve a queue',
        description: 'A group already serving the queue is refused with 409; an unknown group with 404.',
        params: queueParams,
        body: createGroupRoutingBodySchema,
        response: { 201: createdSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { queueId } = request.params;
      const { groupId, primary } = request.body;
      const created = await audited(
        request,
        {
          action: 'group-routing.create',
          targetName: await routingName(request, { groupId, queueId }),
          detail: { queueId, groupId, primary },
        },
        () => contactCenterOf(request).groupRoutings.create({ queueId, groupId, primary }),
        (result) => result.id,
      );
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/group-routings/:routingId',
    {
      onRequest: requirePermission('routing:write'),
      schema: {
        tags,
        summary: 'Make a group primary or secondary for its queue',
        params: routingParams,
        body: updateGroupRoutingInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { routingId } = request.params;
      const before = await copiedBeforeChange(request, 'routings', routingId);
      await audited(
        request,
        {
          action: 'group-routing.update',
          target: routingId,
          targetName: before && (await routingName(request, before)),
          changes: fieldChanges(before, request.body),
          detail: { primary: request.body.primary },
        },
        () => contactCenterOf(request).groupRoutings.update(routingId, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/group-routings/:routingId',
    {
      onRequest: requirePermission('routing:write'),
      schema: {
        tags,
        summary: 'Stop a group serving a queue',
        params: routingParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { routingId } = request.params;
      const before = await copiedBeforeChange(request, 'routings', routingId);
      const targetName = before && (await routingName(request, before));
      await audited(request, { action: 'group-routing.delete', target: routingId, targetName }, () =>
        contactCenterOf(request).groupRoutings.remove(routingId),
      );
      return reply.code(204).send(null);
    },
  );
}
