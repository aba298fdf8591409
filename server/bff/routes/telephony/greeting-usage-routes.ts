import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { greetingFileSidSchema } from '@/core/api/greeting-files';
import {
  greetingUsageListSchema,
  greetingUsageSchema,
  type GreetingUserNode,
} from '@/core/api/greeting-usage';
import { requirePermission } from '../../plugins/authorization';
import { notFound } from '../../problem';
import type { ReadModel } from '../../read-model/read-model';
import { mapWithConcurrency } from '../contact-center/map-with-concurrency';
import { problemResponses } from '../route-schemas';

const NODE_LISTS_IN_FLIGHT = 4;
const tags = ['Greeting files'];

/**
 * Every node of every tree in play mode, by the file name it plays, from the read model: the console's own
 * writes are in it at once, the refresher brings in changes made elsewhere, and a tree's nodes never read
 * yet are read from the service once, then kept.
 */
async function playingNodesByFile(model: ReadModel): Promise<Map<string, GreetingUserNode[]>> {
  const { rows: trees } = await model.rows('ivr-trees', '', { sort: 'name', order: 'asc' });
  const nodesOfTrees = await mapWithConcurrency(trees, NODE_LISTS_IN_FLIGHT, async (tree) => {
    const { rows } = await model.rows('ivr-nodes', tree.id, { sort: 'name', order: 'asc' });
    return rows;
  });
  const byFile = new Map<string, GreetingUserNode[]>();
  trees.forEach((tree, index) => {
    for (const node of nodesOfTrees[index] ?? []) {
      if (node.playMode !== 'play') continue;
      const users = byFile.get(node.playContent) ?? [];
      users.push({ treeId: tree.id, treeName: tree.name, nodeId: node.id, nodeName: node.name });
      byFile.set(node.playContent, users);
    }
  });
  return byFile;
}

/**
 * Which IVR nodes play a greeting file. The service allows deleting a file a node still plays, so the
 * console asks this first and names the nodes in its warning.
 */
export async function registerGreetingUsageRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const files = async () =>
    (await api.services.readModel.rows('greetings', '', { sort: 'filename', order: 'asc' })).rows;

  routes.get(
    '/greetings/usage',
    {
      onRequest: [requirePermission('greetings:read'), requirePermission('ivr:read')],
      schema: {
        tags,
        summary: 'For every greeting file, the IVR nodes that play it',
        response: { 200: greetingUsageListSchema, ...problemResponses(403) },
      },
    },
    async () => {
      const [greetings, byFile] = await Promise.all([files(), playingNodesByFile(api.services.readModel)]);
      return {
        items: greetings.map((file) => ({
          sid: file.id,
          filename: file.filename,
          nodes: byFile.get(file.filename) ?? [],
        })),
      };
    },
  );

  routes.get(
    '/greetings/:sid/usage',
    {
      onRequest: [requirePermission('greetings:read'), requirePermission('ivr:read')],
      schema: {
        tags,
        summary: 'The IVR nodes that play a greeting file',
        params: z.object({ sid: greetingFileSidSchema }),
        response: { 200: greetingUsageSchema, ...problemResponses(403, 404) },
      },
    },
    async (request) => {
      const { sid } = request.params;
      const file = (await files()).find((candidate) => candidate.id === sid);
      if (!file) throw notFound(`Greeting file ${sid} not found`);
      const byFile = await playingNodesByFile(api.services.readModel);
      return { sid, filename: file.filename, nodes: byFile.get(file.filename) ?? [] };
    },
  );
}
