import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  menuInvalidProblemSchema,
  publishConflictProblemSchema,
  publishProgressSchema,
  publishRequestSchema,
  publishStartedSchema,
} from '@/core/api/ivr-designer-publishes';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { HttpProblem, notFound } from '../problem';
import { changeProblems, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';
import { toProgress } from './publish-progress';

const publishParams = z.object({ publishId: z.uuid('Not a publish id') });

/** Publishing a draft (in the background), following it, resuming it after a failure. */
export function registerPublishRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { draftDocs, launcher, publishes } = designer;
  const publishProblems = {
    ...changeProblems,
    409: publishConflictProblemSchema,
    422: menuInvalidProblemSchema,
  };

  routes.post(
    '/ivr/trees/:treeId/publish',
    {
      onRequest: requirePermission('ivr:publish'),
      schema: {
        tags,
        summary: 'Publish the draft of an IVR tree',
        description:
          'Refused with 409 when the draft has a newer revision than the one given, or when the live tree ' +
          'is no longer the draft’s base (`diff`: base → live; nothing sent), or while another publish of ' +
          'the tree runs; with 422 when the menu has errors (`problems`). Otherwise the service calls run in ' +
          'the background, one journal entry each: follow GET /api/ivr/publishes/{publishId}.',
        params: treeParams,
        body: publishRequestSchema,
        response: { 202: publishStartedSchema, ...publishProblems },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      const { note, revision } = request.body;
      const publishId = await audited(
        request,
        { action: 'ivr-tree.publish', target: treeId, detail: { revision } },
        async () => {
          const draft = await draftDocs.read(treeId);
          if (draft.revision !== revision)
            throw new HttpProblem(
              409,
              'Conflict',
              `The draft was edited after revision ${revision} (now ${draft.revision}); review it again.`,
            );
          return launcher.publish({
            treeId,
            kind: 'publish',
            note,
            base: draft.base,
            target: draft.menu,
            author: userOf(request),
          });
        },
      );
      return reply.code(202).send({ publishId });
    },
  );

  routes.get(
    '/ivr/publishes/:publishId',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'Progress of a publish, with its journal',
        params: publishParams,
        response: { 200: publishProgressSchema, ...readProblems },
      },
    },
    async (request) => {
      const { publishId } = request.params;
      const publish = await publishes.find(publishId);
      if (!publish) throw notFound('No such publish.');
      return toProgress(publish, await publishes.journal(publishId), publishes);
    },
  );

  routes.post(
    '/ivr/publishes/:publishId/resume',
    {
      onRequest: requirePermission('ivr:publish'),
      schema: {
        tags,
        summary: 'Resume a failed publish',
        description:
          'Re-reads the live tree and plans again towards the published menu, with the ids already created ' +
          'mapped in; a create whose answer was lost is recognised in the live tree and adopted. Nothing is ' +
          'sent twice.',
        params: publishParams,
        response: { 202: publishStartedSchema, ...publishProblems },
      },
    },
    async (request, reply) => {
      const { publishId } = request.params;
      await audited(request, { action: 'ivr-publish.resume', target: publishId }, () =>
        launcher.resume(publishId),
      );
      return reply.code(202).send({ publishId });
    },
  );
}
