import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  validationContextQuerySchema,
  validationContextSchema,
} from '@/core/api/ivr-designer-validation-context';
import { designerTreeListSchema } from '@/core/api/ivr-designer-trees';
import { requirePermission } from '../plugins/authorization';
import { allPages } from '../routes/contact-center/all-pages';
import { readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, type DesignerContext } from './designer-context';
import { queueIdsOf, readValidationContextFromCopy } from './validation-context';

/** The designer's tree list, and what menu validation needs to know about the service. */
export function registerDesignerInfoRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { service, draftDocs, versions } = designer;

  routes.get(
    '/ivr/designer/trees',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'Every IVR tree, with its root, size, last published version and who is editing it',
        response: { 200: designerTreeListSchema, ...readProblems },
      },
    },
    async () => {
      // Nodes listed without a tree filter come from every tree: one paged list instead of one per tree.
      const [trees, nodes, latest] = await Promise.all([
        allPages((query) => service.ivrTrees.list(query)),
        allPages((query) => service.ivrNodes.list({}, query)),
        versions.latestOfEveryTree(),
      ]);
      const treeIds = trees.map((tree) => tree.id);
      const changed = await draftDocs.treesWithChanges(treeIds);
      const editors = await draftDocs.editorsOfTrees(treeIds);
      const nameOf = new Map(nodes.map((node) => [node.id, node.name]));
      const counts = new Map<string, number>();
      for (const node of nodes) counts.set(node.treeId, (counts.get(node.treeId) ?? 0) + 1);
      return {
        items: trees.map((tree) => ({
          id: tree.id,
          name: tree.name,
          rootNodeId: tree.rootNodeId,
          rootNodeName: tree.rootNodeId === null ? null : (nameOf.get(tree.rootNodeId) ?? null),
          nodeCount: counts.get(tree.id) ?? 0,
          lastPublished: latest.get(tree.id) ?? null,
          editors: editors.get(tree.id) ?? [],
          hasDraft: changed.has(tree.id),
        })),
      };
    },
  );

  routes.get(
    '/ivr/validation-context',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'What menu validation needs from the service',
        description:
          'Greeting file names, blacklisted numbers, and which of the queues asked about (`queueIds`, plus ' +
          'those the draft of `treeId` routes to) have a group routed to them. Served from the read model.',
        querystring: validationContextQuerySchema,
        response: { 200: validationContextSchema, ...readProblems },
      },
    },
    async (request) => {
      const { queueIds = [], treeId } = request.query;
      const draft = treeId ? await draftDocs.read(treeId) : null;
      return readValidationContextFromCopy(api.services.readModel, [
        ...queueIds,
        ...(draft ? queueIdsOf(draft.menu) : []),
      ]);
    },
  );
}
