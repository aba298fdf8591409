import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  duplicateTreeRequestSchema,
  importTreeRequestSchema,
  treeCreatedSchema,
  treeImportedSchema,
} from '@/core/api/ivr-designer-trees';
import { writeDraft } from '@/core/ivr/draft-doc/write-draft';
import { menuOfGraph } from '@/core/ivr/ivr-menu';
import { MenuImportError } from '@/core/ivr/transfer/import-report';
import { exportMenu, menuExportSchema } from '@/core/ivr/transfer/menu-export';
import { parseMenuExport, type ImportedMenu } from '@/core/ivr/transfer/parse-menu-export';
import { audited } from '../plugins/audited';
import { requirePermission } from '../plugins/authorization';
import { HttpProblem } from '../problem';
import { loadIvrGraph } from '../routes/contact-center/ivr-graph';
import { changeProblems, readProblems } from '../routes/contact-center/route-schemas';
import { designerTags as tags, treeParams, userOf, type DesignerContext } from './designer-context';
import { SERVER_ORIGIN } from './live/draft-room';

/** An export document holds a whole menu: allow more than the default JSON body. */
const IMPORT_BODY_LIMIT_BYTES = 5 * 1_048_576;

const exportQuery = z.object({ source: z.enum(['live', 'draft']).default('live') });

/**
 * New trees from others — a duplicate, an import of an exported file — and the export itself. A new tree
 * starts as a draft to review, test and publish, never as a live menu.
 */
export function registerTreeCopyRoutes(api: FastifyInstance, designer: DesignerContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { draftDocs, pathTests, service } = designer;

  /**
   * A new tree whose menu waits in its draft: the tree is made empty in the service, the menu, its card
   * places and its saved tests go into the draft, and nothing is live until someone publishes. A tree the
   * draft could not be written for is removed again, so a failure leaves nothing half made.
   */
  const createAsDraft = async (
    request: FastifyRequest,
    name: string,
    imported: ImportedMenu,
  ): Promise<string> => {
    const { id: treeId } = await service.ivrTrees.create({ name });
    const author = userOf(request);
    try {
      await draftDocs.edit(treeId, author, (doc) =>
        writeDraft(doc, { menu: imported.menu, positions: imported.positions }, SERVER_ORIGIN),
      );
      if (imported.pathTests) await pathTests.save(treeId, { ...imported.pathTests, revision: 0 }, author);
    } catch (error) {
      await service.ivrTrees.remove(treeId).catch((cleanup: unknown) => {
        request.log.error({ err: cleanup, treeId }, 'a tree whose draft failed could not be removed');
      });
      throw error;
    }
    return treeId;
  };

  /** What an export of the tree holds: its draft's menu or the live one, card places and saved tests. */
  const exportOf = async (treeId: string, source: 'live' | 'draft') => {
    const graph = await loadIvrGraph(service, treeId);
    const draft = await draftDocs.read(treeId);
    const saved = await pathTests.find(treeId);
    const { tests, maxSecondsToAgent } = saved;
    return exportMenu(graph.tree.name, source === 'draft' ? draft.menu : menuOfGraph(graph), {
      positions: draft.positions,
      pathTests: saved.revision === 0 ? null : { tests, maxSecondsToAgent },
    });
  };

  routes.post(
    '/ivr/trees/:treeId/duplicate',
    {
      onRequest: requirePermission('ivr:write'),
      schema: {
        tags,
        summary: 'Copy an IVR tree into a new one, as a draft',
        description:
          "Creates an empty tree through the service and puts a copy of the source's draft (its live menu " +
          "with any unpublished changes), its card places and its saved path tests into the new tree's " +
          'draft. Nothing is live in the copy until it is published.',
        params: treeParams,
        body: duplicateTreeRequestSchema,
        response: { 201: treeCreatedSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { treeId } = request.params;
      const { name } = request.body;
      const created = await audited(
        request,
        { action: 'ivr-tree.duplicate', target: treeId, detail: { name } },
        async () => {
          // The copy goes through the file format: every id is new and every reference follows it.
          const imported = parseMenuExport(await exportOf(treeId, 'draft'));
          return { treeId: await createAsDraft(request, name, imported) };
        },
      );
      return reply.code(201).send(created);
    },
  );

  routes.get(
    '/ivr/trees/:treeId/export',
    {
      onRequest: requirePermission('ivr:read'),
      schema: {
        tags,
        summary: 'An IVR tree as a `switchboard.ivr` document',
        description:
          "The live menu, or with `source=draft` the draft, with the cards' places and the saved path tests.",
        params: treeParams,
        querystring: exportQuery,
        response: { 200: menuExportSchema, ...readProblems },
      },
    },
    (request) => exportOf(request.params.treeId, request.query.source),
  );

  routes.post(
    '/ivr/trees/import',
    {
      onRequest: requirePermission('ivr:write'),
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Make a new IVR tree from an exported document, as a draft',
        description:
          "Creates an empty tree and puts the document's menu, card places and saved path tests into its " +
          'draft. Nodes and keys that cannot be imported are left out and listed in `report` (a key pointing ' +
          'to a missing node, a node failing its checks …). A document that is not a `switchboard.ivr` ' +
          'export of a version this console reads is refused with 400 and nothing is created.',
        body: importTreeRequestSchema,
        response: { 201: treeImportedSchema, ...changeProblems },
      },
    },
    async (request, reply) => {
      const { name, document } = request.body;
      const imported = await audited(
        request,
        { action: 'ivr-tree.import', detail: { name } },
        async () => {
          const menu = readDocument(document);
          return { treeId: await createAsDraft(request, name, menu), report: menu.report };
        },
        (result) => result.treeId,
      );
      return reply.code(201).send(imported);
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
