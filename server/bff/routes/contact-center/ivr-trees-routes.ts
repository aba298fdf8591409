import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema } from '@/core/api/created';
import { objectId } from '@/core/api/field-rules';
import { ivrGraphSchema } from '@/core/api/ivr-graph';
import { ivrTreeInputSchema, ivrTreeSchema } from '@/core/api/ivr-trees';
import { copiedListQuerySchema, copiedPageSchema } from '@/core/api/read-model';
import { audited, fieldChanges } from '../../plugins/audited';
import { copiedBeforeChange } from './audit-subjects';
import { requirePermission } from '../../plugins/authorization';
import { forgetDeletedTree } from '../../ivr/forget-tree';
import { upstreamProblem } from '../../upstream/upstream-problem';
import { findIvrTreeInCopy, loadIvrGraph, loadIvrGraphFromCopy } from './ivr-graph';
import { contactCenterOf } from './contact-center-of';
import { readModelOf } from './read-model-of';
import { changeProblems, noContentSchema, readProblems } from '../route-schemas';

const tags = ['IVR'];
const treeParams = z.object({ treeId: objectId('Tree') });
const graphQuerySchema = z.object({ source: z.enum(['copy', 'service']).default('copy') });

/** IVR trees: list, create, rename, delete, and the whole menu (tree, nodes, keys) in one answer. */
export function registerIvrTreeRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/ivr/trees',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'List IVR trees',
        querystring: copiedListQuerySchema('ivr-trees'),
        response: { 200: copiedPageSchema(ivrTreeSchema), ...readProblems },
      },
    },
    (request) => readModelOf(request).page('ivr-trees', '', request.query),
  );

  routes.get(
    '/ivr/trees/:treeId',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'One IVR tree (its name and root), without its menu',
        description:
          "Found in the service's list of trees: far cheaper than `…/graph` when only the name is needed.",
        params: treeParams,
        response: { 200: ivrTreeSchema, ...readProblems },
      },
    },
    (request) => findIvrTreeInCopy(readModelOf(request), request.params.treeId),
  );

  routes.get(
    '/ivr/trees/:treeId/graph',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'An IVR tree with all its nodes and all their keys',
        description:
          'The whole menu: `keys` holds the keys of every node, each naming its `nodeId`. Served from the read ' +
          "model (the console's own writes, publishes included, are in it at once; changes made elsewhere " +
          'within one walk of the refresher). `source=service` reads the service itself, as callers meet the ' +
          'menu now: one call per node.',
        params: treeParams,
        querystring: graphQuerySchema,
        response: { 200: ivrGraphSchema, ...readProblems },
      },
    },
    (request) =>
      request.query.source === 'service'
        ? loadIvrGraph(contactCenterOf(request), request.params.treeId)
        : loadIvrGraphFromCopy(readModelOf(request), request.params.treeId),
  );

  routes.post(
    '/ivr/trees',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Create an IVR tree',
        description: 'The first node created in the tree becomes its root.',
        body: ivrTreeInputSchema,
        response: { 201: createdSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const created = await audited(
        request,
        { action: 'ivr-tree.create', targetName: request.body.name, detail: { name: request.body.name } },
        () => contactCenterOf(request).ivrTrees.create(request.body),
        (result) => result.id,
      );
      return reply.code(201).send(created);
    },
  );

  routes.put(
    '/ivr/trees/:treeId',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Rename an IVR tree',
        params: treeParams,
        body: ivrTreeInputSchema,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      const before = await copiedBeforeChange(request, 'ivr-trees', treeId);
      await audited(
        request,
        {
          action: 'ivr-tree.update',
          target: treeId,
          targetName: before?.name ?? request.body.name,
          changes: fieldChanges(before, request.body),
          detail: { name: request.body.name },
        },
        () => contactCenterOf(request).ivrTrees.update(treeId, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/ivr/trees/:treeId',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Delete an IVR tree',
        description:
          'Its draft, canvas layout and saved test cases are deleted with it; its versions stay as the record of what was live.',
        params: treeParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      const forget = () => forgetDeletedTree(api.services.appDb.db, treeId);
      const before = await copiedBeforeChange(request, 'ivr-trees', treeId);
      const subject = { action: 'ivr-tree.delete', target: treeId, targetName: before?.name };
      await audited(request, subject, async () => {
        try {
          await contactCenterOf(request).ivrTrees.remove(treeId);
        } catch (error) {
          // Already gone (deleted elsewhere, or an earlier delete whose clean-up failed): the 404 still
          // answers, and what was kept for the tree goes now.
          if (upstreamProblem(error)?.status === 404) await forget();
          throw error;
        }
        await forget();
      });
      return reply.code(204).send(null);
    },
  );
}
