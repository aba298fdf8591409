import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema } from '@/core/api/created';
import { objectId } from '@/core/api/field-rules';
import { groupInputSchema, groupSchema } from '@/core/api/groups';
import { copiedListQuerySchema, copiedPageSchema } from '@/core/api/read-model';
import { audited, fieldChanges } from '../../plugins/audited';
import { copiedBeforeChange } from './audit-subjects';
import { requirePermission } from '../../plugins/authorization';
import { contactCenterOf } from './contact-center-of';
import { readModelOf } from './read-model-of';
import { changeProblems, noContentSchema, readProblems } from '../route-schemas';

const tags = ['Groups'];
const groupParams = z.object({ groupId: objectId('Group') });

export function registerGroupRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/groups',
    {
      onRequest: requirePermission('groups:read'),
      schema: {
        tags,
        summary: 'List agent groups',
        querystring: copiedListQuerySchema('groups'),
        response: { 200: copiedPageSchema(groupSchema), ...readProblems },
      },
    },
    (request) => readModelOf(request).page('groups', '', request.query),
  );

  routes.post(
    '/groups',
    {
      onRequest: requirePermission('groups:write'),
      schema: {
        tags,
        summary: 'Create an agent group',
        body: groupInputSchema,
        response: { 201: createdSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const created = await audited(
        request,
        { action: 'group.create', targetName: request.body.name, detail: { name: request.body.name } },
        () => contactCenterOf(request).groups.create(request.body),
        (result) => result.id,
      );
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/groups/:groupId',
    {
      onRequest: requirePermission('groups:write'),
      schema: {
        tags,
        summary: 'Rename an agent group',
        params: groupParams,
        body: groupInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { groupId } = request.params;
      const before = await copiedBeforeChange(request, 'groups', groupId);
      await audited(
        request,
        {
          action: 'group.update',
          target: groupId,
          targetName: before?.name ?? request.body.name,
          changes: fieldChanges(before, request.body),
          detail: { name: request.body.name },
        },
        () => contactCenterOf(request).groups.update(groupId, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/groups/:groupId',
    {
      onRequest: requirePermission('groups:write'),
      schema: {
        tags,
        summary: 'Delete an agent group',
        params: groupParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { groupId } = request.params;
      const before = await copiedBeforeChange(request, 'groups', groupId);
      await audited(request, { action: 'group.delete', target: groupId, targetName: before?.name }, () =>
        contactCenterOf(request).groups.remove(groupId),
      );
      return reply.code(204).send(null);
    },
  );
}
