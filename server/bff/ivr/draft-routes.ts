import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ivrDraftSchema,
  mergeDraftRequestSchema,
  writeDraftRequestSchema,
} from '@/core/api/ivr-designer-drafts';
import { readDraft } from '@/core/ivr/draft-doc/read-draft';
import { writeDraft } from '@/core/ivr/draft-doc/write-draft';
import { HttpProblem } from '../problem';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { changeProblems, noContentSchema, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';
import { SERVER_ORIGIN } from './live/draft-room';
import { registerLiveRoute } from './live/live-route';
import { foreignIds } from './draft-ids-check';

/** The draft of a tree: read (made from the live tree the first time), reset to the live tree, edited live. */
export async function registerDraftRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { draftDocs } = designer;

  routes.get(
    '/ivr/trees/:treeId/draft',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'The draft of an IVR tree',
        description:
          'A snapshot of the shared draft document (edited live through GET /api/ivr/trees/{treeId}/live, ' +
          'a WebSocket). With no draft yet, one is made from the live tree (`base` = `menu` = the live menu).',
        params: treeParams,
        response: { 200: ivrDraftSchema, ...readProblems },
      },
    },
    async (request) => answer(request.params.treeId, userOf(request)),
  );

  const answer = async (treeId: string, reader: ReturnType<typeof userOf>) => {
    const draft = await draftDocs.read(treeId, reader);
    return {
      treeId,
      menu: draft.menu,
      base: draft.base,
      positions: draft.positions,
      clashes: draft.clashes,
      revision: draft.revision,
      updatedAt: draft.updatedAt.getTime(),
      updatedBy: draft.updatedBy,
      editors: await draftDocs.editors(treeId),
    };
  };

  routes.put(
    '/ivr/trees/:treeId/draft',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Write a whole menu into the draft of an IVR tree',
        description:
          'One edit of the shared draft that every open editor sees. Only what differs is written, so it ' +
          'merges with edits made meanwhile. Ids must be ids of this tree or `new-…` ids; a key may lead to ' +
          'a node the menu lacks (validation flags it).',
        params: treeParams,
        body: writeDraftRequestSchema,
        response: { 200: ivrDraftSchema, ...changeProblems },
      },
    },
    async (request) => {
      const { treeId } = request.params;
      const { menu } = request.body;
      const author = userOf(request);
      const detail = { nodes: menu.nodes.length, keys: menu.keys.length };
      await audited(request, { action: 'ivr-draft.save', target: treeId, detail }, async () => {
        const current = await draftDocs.read(treeId, author);
        const errors = foreignIds(menu, current);
        if (Object.keys(errors).length > 0)
          throw new HttpProblem(
            400,
            'Bad Request',
            'The menu names ids of no node or key of this tree.',
            errors,
          );
        await draftDocs.edit(treeId, author, (doc) => {
          const cards = new Set([
            ...menu.nodes.map((node) => node.id),
            ...menu.keys.map((key) => `key:${key.id}`),
          ]);
          const positions = Object.fromEntries(
            Object.entries(readDraft(doc).positions).filter(([cardId]) => cards.has(cardId)),
          );
          writeDraft(doc, { menu, positions }, SERVER_ORIGIN);
        });
      });
      return answer(treeId, author);
    },
  );

  routes.delete(
    '/ivr/trees/:treeId/draft',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Reset the draft of an IVR tree to the live tree',
        description:
          'One edit of the shared draft that every open editor sees: the menu and its base become the live ' +
          'menu; cards of what is still there keep their place.',
        params: treeParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      await audited(request, { action: 'ivr-draft.discard', target: treeId }, () =>
        draftDocs.reset(treeId, userOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/ivr/trees/:treeId/draft/merge',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Merge the live tree into the draft of an IVR tree',
        description:
          "Three-way merge (the draft's base, the live tree now, the draft) as one edit every open editor " +
          'sees; changes made on one side only are taken, overlapping ones are settled by `choices` (keep ' +
          "mine by default). The draft's base becomes the live tree, so a publish can follow.",
        params: treeParams,
        body: mergeDraftRequestSchema,
        response: { 200: ivrDraftSchema, ...changeProblems },
      },
    },
    async (request) => {
      const { treeId } = request.params;
      const author = userOf(request);
      const choices = new Map(request.body.choices.map((choice) => [choice.conflictId, choice.keep]));
      await audited(request, { action: 'ivr-draft.merge', target: treeId }, () =>
        draftDocs.mergeLive(treeId, author, choices),
      );
      return answer(treeId, author);
    },
  );

  await registerLiveRoute(api, designer);
}
