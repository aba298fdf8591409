import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ivrVersionListSchema,
  ivrVersionSchema,
  restoreRequestSchema,
  restoredDraftSchema,
  versionParamsSchema,
} from '@/core/api/ivr-designer-versions';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { notFound } from '../problem';
import { changeProblems, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';

/** Published versions: list, read one, load one into the draft. */
export function registerVersionRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { versions, draftDocs } = designer;

  routes.get(
    '/ivr/trees/:treeId/versions',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'Published versions of an IVR tree, newest first',
        params: treeParams,
        response: { 200: ivrVersionListSchema, ...readProblems },
      },
    },
    async (request) => ({ items: await versions.list(request.params.treeId) }),
  );

  routes.get(
    '/ivr/trees/:treeId/versions/:number',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'One published version, with its menu as published',
        params: versionParamsSchema,
        response: { 200: ivrVersionSchema, ...readProblems },
      },
    },
    async (request) => {
      const { treeId, number } = request.params;
      const version = await versions.find(treeId, number);
      if (!version) throw notFound(`Tree ${treeId} has no version ${number}.`);
      return version;
    },
  );

  routes.post(
    '/ivr/trees/:treeId/versions/:number/restore',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Load an earlier version into the draft',
        description:
          'One edit of the shared draft that every open editor sees (their undo takes it back); nothing is ' +
          'published. Nodes and keys the tree no longer has come back with `new-…` ids, so the next publish ' +
          'makes them again. `replacedChanges` is how many unpublished changes the draft had.',
        params: versionParamsSchema,
        body: restoreRequestSchema,
        response: { 200: restoredDraftSchema, ...changeProblems },
      },
    },
    async (request) => {
      const { treeId, number } = request.params;
      const author = userOf(request);
      const replacedChanges = await audited(
        request,
        { action: 'ivr-version.restore', target: treeId, detail: { number } },
        async () => {
          const version = await versions.find(treeId, number);
          if (!version) throw notFound(`Tree ${treeId} has no version ${number}.`);
          return draftDocs.loadMenu(treeId, author, version.menu);
        },
      );
      const draft = await draftDocs.read(treeId, author);
      return { menu: draft.menu, revision: draft.revision, replacedChanges };
    },
  );
}
