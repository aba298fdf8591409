import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ivrEditorsSchema } from '../../../src/core/api/ivr-designer-drafts';
import { ivrLayoutSchema } from '../../../src/core/api/ivr-designer-layout';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { changeProblems, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';

/** Canvas layout of a tree, and the presence heartbeat of the people editing it. */
export function registerLayoutRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { layouts, presence } = designer;

  routes.get(
    '/ivr/trees/:treeId/layout',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'Canvas positions of the cards of an IVR tree',
        description: 'Empty until the designer saves one.',
        params: treeParams,
        response: { 200: ivrLayoutSchema, ...readProblems },
      },
    },
    async (request) => ({ positions: await layouts.find(request.params.treeId) }),
  );

  routes.put(
    '/ivr/trees/:treeId/layout',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Save the canvas positions of an IVR tree',
        description:
          'Replaces the whole layout. Keys are node ids and target-card ids; publishing renames the `new-…` ' +
          'ids inside them to the ids the service gave.',
        params: treeParams,
        body: ivrLayoutSchema,
        response: { 200: ivrLayoutSchema, ...changeProblems },
      },
    },
    async (request) => {
      const { treeId } = request.params;
      const { positions } = request.body;
      const detail = { cards: Object.keys(positions).length };
      await audited(request, { action: 'ivr-layout.save', target: treeId, detail }, () =>
        layouts.save(treeId, positions, userOf(request).id),
      );
      return { positions };
    },
  );

  routes.post(
    '/ivr/trees/:treeId/presence',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'Heartbeat of someone with the tree open in the designer',
        description:
          'Send about every 15 s while the designer shows the tree; a person counts as editing for 45 s ' +
          'after their last heartbeat. Answers everyone editing now, the caller included.',
        params: treeParams,
        response: { 200: ivrEditorsSchema, ...readProblems },
      },
    },
    async (request) => ({ editors: await presence.heartbeat(request.params.treeId, userOf(request)) }),
  );
}
