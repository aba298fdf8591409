import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  draftConflictProblemSchema,
  ivrDraftSchema,
  saveDraftRequestSchema,
  type IvrDraft,
} from '../../../src/core/api/ivr-designer-drafts';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { HttpProblem, PROBLEM_CONTENT_TYPE } from '../problem';
import { changeProblems, noContentSchema, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';
import { liveMenu } from './live-menu';
import { assertDraftConsistent } from './draft-checks';
import type { StoredDraft } from './draft-store';

/** The draft of a tree: read (made from the live tree the first time), saved over a revision, discarded. */
export function registerDraftRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { drafts, presence } = designer;

  const answer = async (draft: StoredDraft): Promise<IvrDraft> => ({
    treeId: draft.treeId,
    menu: draft.menu,
    base: draft.base,
    revision: draft.revision,
    updatedAt: draft.updatedAt.getTime(),
    updatedBy: draft.updatedBy,
    editors: await presence.editors(draft.treeId),
  });

  routes.get(
    '/ivr/trees/:treeId/draft',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'The draft of an IVR tree',
        description:
          'Kept in the app database. With no draft yet, one is made from the live tree (`base` = `menu` = ' +
          'the live menu, revision 1).',
        params: treeParams,
        response: { 200: ivrDraftSchema, ...readProblems },
      },
    },
    async (request) => {
      const { treeId } = request.params;
      const existing = await drafts.find(treeId);
      if (existing) return answer(existing);
      const live = await liveMenu(designer.service, treeId);
      return answer(await drafts.findOrCreate(treeId, live, userOf(request)));
    },
  );

  routes.put(
    '/ivr/trees/:treeId/draft',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Save the draft of an IVR tree',
        description:
          'Saves over the revision the editor loaded and answers the next revision. A save made on an older ' +
          'revision (someone else saved meanwhile) is refused with 409 and the current draft in `current`. ' +
          'Ids must be ids of the live tree or `new-…` ids, and every reference must land on a node of the menu.',
        params: treeParams,
        body: saveDraftRequestSchema,
        response: { 200: ivrDraftSchema, ...changeProblems, 409: draftConflictProblemSchema },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      const { menu, revision } = request.body;
      const author = userOf(request);
      const detail = { revision, nodes: menu.nodes.length, keys: menu.keys.length };
      try {
        const saved = await audited(
          request,
          { action: 'ivr-draft.save', target: treeId, detail },
          async () => {
            const current =
              (await drafts.find(treeId)) ??
              (await drafts.findOrCreate(treeId, await liveMenu(designer.service, treeId), author));
            assertDraftConsistent(menu, current.base);
            const result = await drafts.save(treeId, menu, revision, author);
            if (!result) throw new StaleRevision(await drafts.find(treeId));
            return result;
          },
        );
        return await answer(saved);
      } catch (error) {
        if (!(error instanceof StaleRevision) || !error.current) throw error;
        const body = { ...error.toProblem(), current: await answer(error.current) };
        return reply.code(409).type(PROBLEM_CONTENT_TYPE).send(body);
      }
    },
  );

  routes.delete(
    '/ivr/trees/:treeId/draft',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Discard the draft of an IVR tree',
        description: 'The next read starts a new draft from the live tree.',
        params: treeParams,
        response: { 204: noContentSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      await audited(request, { action: 'ivr-draft.discard', target: treeId }, () => drafts.discard(treeId));
      return reply.code(204).send(null);
    },
  );
}

/** A save over an older revision: answered 409 with the draft as it now is. */
class StaleRevision extends HttpProblem {
  constructor(readonly current: StoredDraft | null) {
    super(
      409,
      'Conflict',
      current
        ? `The draft was saved meanwhile by ${current.updatedBy} (now revision ${current.revision}); ` +
            'reload it before saving.'
        : 'The draft was discarded meanwhile.',
    );
  }
}
