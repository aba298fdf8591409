import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { objectId } from '@/core/api/field-rules';
import {
  createdIvrNodeSchema,
  createIvrNodeBodySchema,
  updateIvrNodeInputSchema,
} from '@/core/api/ivr-nodes';
import { audited, fieldChanges } from '../../plugins/audited';
import { copiedBeforeChange } from './audit-subjects';
import { requirePermission } from '../../plugins/authorization';
import { contactCenterOf } from './contact-center-of';
import { changeProblems, noContentSchema } from '../route-schemas';

const tags = ['IVR'];
const nodeParams = z.object({ nodeId: objectId('Node') });

/** IVR nodes: created inside a tree, changed and deleted by their own id. Listed through the tree graph. */
export function registerIvrNodeRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/ivr/trees/:treeId/nodes',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Add a node to an IVR tree',
        params: z.object({ treeId: objectId('Tree') }),
        body: createIvrNodeBodySchema,
        response: { 201: createdIvrNodeSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      const { name, playMode } = request.body;
      const created = await audited(
        request,
        { action: 'ivr-node.create', targetName: name, detail: { treeId, name, playMode } },
        () => contactCenterOf(request).ivrNodes.create({ ...request.body, treeId }),
        (result) => result.id,
      );
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/ivr/nodes/:nodeId',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Change an IVR node',
        description: 'Only the fields given change.',
        params: nodeParams,
        body: updateIvrNodeInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { nodeId } = request.params;
      const before = await copiedBeforeChange(request, 'ivr-nodes', nodeId);
      await audited(
        request,
        {
          action: 'ivr-node.update',
          target: nodeId,
          targetName: before?.name,
          changes: fieldChanges(before, request.body),
          detail: { fields: Object.keys(request.body) },
        },
        () => contactCenterOf(request).ivrNodes.update(nodeId, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/ivr/nodes/:nodeId',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Delete an IVR node',
        params: nodeParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { nodeId } = request.params;
      const before = await copiedBeforeChange(request, 'ivr-nodes', nodeId);
      await audited(request, { action: 'ivr-node.delete', target: nodeId, targetName: before?.name }, () =>
        contactCenterOf(request).ivrNodes.remove(nodeId),
      );
      return reply.code(204).send(null);
    },
  );
}
