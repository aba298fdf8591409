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
import type { ServiceClients } from '../../upstream/service-clients';
import { allPages } from '../contact-center/all-pages';
import { mapWithConcurrency } from '../contact-center/map-with-concurrency';
import { problemResponses } from '../route-schemas';

const NODE_LISTS_IN_FLIGHT = 4;
const tags = ['Greeting files'];

/** Every node of every tree in play mode, by the file name it plays. */
async function playingNodesByFile(service: ServiceClients): Promise<Map<string, GreetingUserNode[]>> {
  const { ivrTrees, ivrNodes } = service.contactCenter;
  const trees = await allPages((query) => ivrTrees.list(query));
  const nodesOfTrees = await mapWithConcurrency(trees, NODE_LISTS_IN_FLIGHT, (tree) =>
    allPages((query) => ivrNodes.list({ treeId: tree.id }, query)),
  );
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
  const service = () => api.services.service;

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
      const [files, byFile] = await Promise.all([
        service().telephony.greetingFiles.list(),
        playingNodesByFile(service()),
      ]);
      return {
        items: files.items.map((file) => ({
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
      const files = await service().telephony.greetingFiles.list();
      const file = files.items.find((candidate) => candidate.id === sid);
      if (!file) throw notFound(`Greeting file ${sid} not found`);
      const byFile = await playingNodesByFile(service());
      return { sid, filename: file.filename, nodes: byFile.get(file.filename) ?? [] };
    },
  );
}
