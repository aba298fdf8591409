import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentSchema,
  bulkAgentStatusInputSchema,
  createAgentInputSchema,
  dropPhoneWhenRoutedToApp,
  updateAgentInputSchema,
} from '@/core/api/agents';
import { bulkResultSchema } from '@/core/api/bulk-results';
import { createdSchema } from '@/core/api/created';
import { objectId } from '@/core/api/field-rules';
import { copiedListQuerySchema, copiedPageSchema } from '@/core/api/read-model';
import { audited, fieldChanges } from '../../plugins/audited';
import { agentBeforeChange } from './audit-subjects';
import { requirePermission } from '../../plugins/authorization';
import { runBulkChanges } from './bulk-changes';
import { contactCenterOf } from './contact-center-of';
import { readModelOf } from './read-model-of';
import { changeProblems, noContentSchema, readProblems } from '../route-schemas';

const tags = ['Agents'];
const agentParams = z.object({ agentId: objectId('Agent') });

export function registerAgentRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/agents',
    {
      onRequest: requirePermission('agents:read'),
      schema: {
        tags,
        summary: 'List agents',
        querystring: copiedListQuerySchema('agents'),
        response: { 200: copiedPageSchema(agentSchema), ...readProblems },
      },
    },
    (request) => readModelOf(request).page('agents', '', request.query),
  );

  routes.post(
    '/agents',
    {
      onRequest: requirePermission('agents:write'),
      schema: {
        tags,
        summary: 'Create an agent',
        description: 'A service user id belongs to one agent only; a second one is refused with 409.',
        body: createAgentInputSchema,
        response: { 201: createdSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { name, serviceUserId, routingType } = request.body;
      const created = await audited(
        request,
        { action: 'agent.create', targetName: name, detail: { name, serviceUserId, routingType } },
        () => contactCenterOf(request).agents.create(dropPhoneWhenRoutedToApp(request.body)),
        (result) => result.id,
      );
      return reply.code(201).send(created);
    },
  );

  routes.post(
    '/agents/status',
    {
      onRequest: requirePermission('agents:write'),
      schema: {
        tags,
        summary: 'Set the status of many agents at once',
        description:
          'The same manual and/or system status for every agent listed; each agent is changed as by PUT ' +
          '/agents/:agentId and audited on its own. The answer reports agent by agent what was changed ' +
          'and what was refused and why.',
        body: bulkAgentStatusInputSchema,
        response: { 200: bulkResultSchema, ...changeProblems },
      },
    },
    async (request) => {
      const { agentIds, manualStatus, systemStatus } = request.body;
      const change = { manualStatus, systemStatus };
      return runBulkChanges(
        agentIds,
        (agentId) => agentId,
        async (agentId) => {
          await audited(
            request,
            { action: 'agent.update', target: agentId, detail: { fields: Object.keys(change), bulk: true } },
            () => contactCenterOf(request).agents.update(agentId, change),
          );
          return undefined;
        },
      );
    },
  );

  routes.put(
    '/agents/:agentId',
    {
      onRequest: requirePermission('agents:write'),
      schema: {
        tags,
        summary: 'Change an agent',
        description: 'Only the fields given change; null clears manualStatus or phoneNumber.',
        params: agentParams,
        body: updateAgentInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      const before = await agentBeforeChange(request, agentId);
      const input = dropPhoneWhenRoutedToApp(request.body);
      await audited(
        request,
        {
          action: 'agent.update',
          target: agentId,
          targetName: before?.name,
          changes: fieldChanges(before, input),
          detail: { fields: Object.keys(input) },
        },
        () => contactCenterOf(request).agents.update(agentId, input),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/agents/:agentId',
    {
      onRequest: requirePermission('agents:write'),
      schema: {
        tags,
        summary: 'Delete an agent',
        params: agentParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      const before = await agentBeforeChange(request, agentId);
      await audited(request, { action: 'agent.delete', target: agentId, targetName: before?.name }, () =>
        contactCenterOf(request).agents.remove(agentId),
      );
      return reply.code(204).send(null);
    },
  );
}
