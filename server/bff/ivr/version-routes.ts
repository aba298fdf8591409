import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  menuInvalidProblemSchema,
  publishConflictProblemSchema,
  publishStartedSchema,
} from '../../../src/core/api/ivr-designer-publishes';
import {
  ivrVersionListSchema,
  ivrVersionSchema,
  restoreRequestSchema,
  versionParamsSchema,
} from '../../../src/core/api/ivr-designer-versions';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { notFound } from '../problem';
import { changeProblems, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';
import { withNewIdsExcept } from './id-remap';
import { liveMenu } from './live-menu';

/** Published versions: list, read one, publish one again. */
export function registerVersionRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { versions, launcher } = designer;

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
        summary: 'Publish an earlier version again',
        description:
          'A publish (same checks, same journal) of the version’s menu; its nodes and keys no longer in the ' +
          'tree are made again. The draft then starts from the restored menu.',
        params: versionParamsSchema,
        body: restoreRequestSchema,
        response: {
          202: publishStartedSchema,
          ...changeProblems,
          409: publishConflictProblemSchema,
          422: menuInvalidProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const { treeId, number } = request.params;
      const note = request.body.note || `Restore of version ${number}`;
      const publishId = await audited(
        request,
        { action: 'ivr-version.restore', target: treeId, detail: { number } },
        async () => {
          const version = await versions.find(treeId, number);
          if (!version) throw notFound(`Tree ${treeId} has no version ${number}.`);
          const live = await liveMenu(designer.service, treeId);
          const liveIds = new Set([...live.nodes, ...live.keys].map((item) => item.id));
          const target = withNewIdsExcept(version.menu, liveIds);
          const author = userOf(request);
          return launcher.publish({ treeId, kind: 'restore', note, base: live, target, author }, live);
        },
      );
      return reply.code(202).send({ publishId });
    },
  );
}
