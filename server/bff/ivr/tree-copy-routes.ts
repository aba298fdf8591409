import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuInvalidProblemSchema } from '../../../src/core/api/ivr-designer-publishes';
import {
  duplicateTreeRequestSchema,
  importTreeRequestSchema,
  treeCreatedSchema,
  treeImportedSchema,
} from '../../../src/core/api/ivr-designer-trees';
import { exportMenu, menuExportSchema } from '../../../src/core/ivr/transfer/menu-export';
import { MenuImportError } from '../../../src/core/ivr/transfer/import-report';
import { parseMenuExport } from '../../../src/core/ivr/transfer/parse-menu-export';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { HttpProblem } from '../problem';
import { loadIvrGraph } from '../routes/contact-center/ivr-graph';
import { changeProblems, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';
import { withNewIdsExcept } from './id-remap';
import { EMPTY_MENU } from './menu-json';
import { menuOfGraph, type IvrMenu } from '../../../src/core/ivr/ivr-menu';

/** An export document holds a whole menu: allow more than the default JSON body. */
const IMPORT_BODY_LIMIT_BYTES = 5 * 1_048_576;

const exportQuery = z.object({ source: z.enum(['live', 'draft']).default('live') });

/** New trees from others: a duplicate, an import of an exported file; and the export itself. */
export function registerTreeCopyRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { launcher, drafts, pathTests, service } = designer;
  const copyProblems = { ...changeProblems, 422: menuInvalidProblemSchema };

  /** Checks and plans the menu for an empty tree, then creates the tree and publishes into it. */
  const createAndPublish = async (
    name: string,
    menu: IvrMenu,
    kind: 'duplicate' | 'import',
    author: ReturnType<typeof userOf>,
  ) => {
    const operations = await launcher.plan(EMPTY_MENU, EMPTY_MENU, menu);
    const { id: treeId } = await service.ivrTrees.create({ name });
    const note = kind === 'duplicate' ? 'Copied from another tree' : 'Imported from a file';
    const publishId = await launcher.start(
      { treeId, kind, note, base: EMPTY_MENU, target: menu, author },
      operations,
    );
    return { treeId, publishId };
  };

  routes.post(
    '/ivr/trees/:treeId/duplicate',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Copy an IVR tree into a new one',
        description:
          'Creates the tree through the service, then publishes the whole live menu into it as its first ' +
          'version (in the background: follow `publishId`). The saved path tests come along (revision 1).',
        params: treeParams,
        body: duplicateTreeRequestSchema,
        response: { 202: treeCreatedSchema, ...copyProblems },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      const { name } = request.body;
      const created = await audited(
        request,
        { action: 'ivr-tree.duplicate', target: treeId, detail: { name } },
        async () => {
          const source = menuOfGraph(await loadIvrGraph(service, treeId));
          const author = userOf(request);
          const created = await createAndPublish(
            name,
            withNewIdsExcept(source, new Set()),
            'duplicate',
            author,
          );
          // Saved tests name inputs and outcomes, never node ids: they hold for the copy as they are. The
          // copy is made and publishing; tests that fail to come along must not turn that into an error.
          await pathTests.copy(treeId, created.treeId, author).catch((error: unknown) => {
            request.log.error({ err: error, treeId: created.treeId }, 'saved path tests not copied');
          });
          return created;
        },
      );
      return reply.code(202).send(created);
    },
  );

  routes.get(
    '/ivr/trees/:treeId/export',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'An IVR tree as a `switchboard.ivr` document',
        description: 'The live menu, or with `source=draft` the draft.',
        params: treeParams,
        querystring: exportQuery,
        response: { 200: menuExportSchema, ...readProblems },
      },
    },
    async (request) => {
      const { treeId } = request.params;
      const graph = await loadIvrGraph(service, treeId);
      const draft = request.query.source === 'draft' ? await drafts.find(treeId) : null;
      return exportMenu(graph.tree.name, draft ? draft.menu : menuOfGraph(graph));
    },
  );

  routes.post(
    '/ivr/trees/import',
    {
      onRequest: requirePermission('ivr:write'),
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Make a new IVR tree from an exported document',
        description:
          'Nodes and keys that cannot be imported are left out and listed in `report` (a key pointing to a ' +
          'missing node, a node failing its checks …). A document that is not a `switchboard.ivr` export of ' +
          'a version this console reads is refused with 400 and nothing is created.',
        body: importTreeRequestSchema,
        response: { 202: treeImportedSchema, ...copyProblems },
      },
    },
    async (request, reply) => {
      const { name, document } = request.body;
      const imported = await audited(
        request,
        { action: 'ivr-tree.import', detail: { name } },
        async () => {
          const { menu, report } = readDocument(document);
          return { ...(await createAndPublish(name, menu, 'import', userOf(request))), report };
        },
        (result) => result.treeId,
      );
      return reply.code(202).send(imported);
    },
  );
}

function readDocument(document: unknown) {
  try {
    return parseMenuExport(document);
  } catch (error) {
    if (error instanceof MenuImportError)
      throw new HttpProblem(400, 'Bad Request', error.message, { document: error.detail });
    throw error;
  }
}
