import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ivrLayoutSchema } from '@/core/api/ivr-designer-layout';
import { requirePermission } from '../plugins/authorization';
import { readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, type DesignerContext } from './designer-context';

/** Canvas layout of a tree: the positions inside its draft document (changed live, with the draft). */
export function registerLayoutRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/ivr/trees/:treeId/layout',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'Canvas positions of the cards of an IVR tree',
        description:
          'The positions held by the draft (ids as the draft shows them: the service’s once published). ' +
          'They change live, through the draft’s socket.',
        params: treeParams,
        response: { 200: ivrLayoutSchema, ...readProblems },
      },
    },
    async (request) => ({ positions: (await designer.draftDocs.read(request.params.treeId)).positions }),
  );
}
