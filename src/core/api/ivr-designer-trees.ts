import { z } from 'zod';
import { ivrEditorSchema } from './ivr-designer-drafts';
import { IVR_TREE_NAME_MAX } from './ivr-trees';
import { requiredText } from './field-rules';

/**
 * The designer's view of the trees, and making trees from others:
 *   GET  /api/ivr/designer/trees              → { items: DesignerTree[] }
 *   POST /api/ivr/trees/:treeId/duplicate     DuplicateTreeRequest → 201 TreeCreated (the copy waits in
 *                                             the new tree's draft; nothing is live until it is published)
 *   GET  /api/ivr/trees/:treeId/export        → MenuExport (menuExportSchema in src/core/ivr/transfer)
 *   POST /api/ivr/trees/import                ImportTreeRequest → 201 TreeImported (as a draft) | 400 (not a
 *                                             `switchboard.ivr` document of a version this build reads)
 * Times are epoch milliseconds.
 */
export const lastPublishedSchema = z.object({
  number: z.number().int(),
  publishedBy: z.string(),
  publishedAt: z.number().int(),
});

export const designerTreeSchema = z.object({
  id: z.string(),
  name: z.string(),
  rootNodeId: z.string().nullable(),
  rootNodeName: z.string().nullable(),
  nodeCount: z.number().int(),
  /** Null while the tree was never published from the designer. */
  lastPublished: lastPublishedSchema.nullable(),
  /** People with the tree open in the designer now. */
  editors: z.array(ivrEditorSchema),
  /** A draft exists with changes not yet published. */
  hasDraft: z.boolean(),
});
export type DesignerTree = z.infer<typeof designerTreeSchema>;

export const designerTreeListSchema = z.object({ items: z.array(designerTreeSchema) });
export type DesignerTreeList = z.infer<typeof designerTreeListSchema>;

const treeName = requiredText('Tree name', IVR_TREE_NAME_MAX);

export const duplicateTreeRequestSchema = z.object({ name: treeName });
export type DuplicateTreeRequest = z.infer<typeof duplicateTreeRequestSchema>;

/** The new tree; its menu is in its draft. */
export const treeCreatedSchema = z.object({ treeId: z.string() });
export type TreeCreated = z.infer<typeof treeCreatedSchema>;

export const importTreeRequestSchema = z.object({
  name: treeName,
  /** A document made by the export (format `switchboard.ivr`); checked by parseMenuExport. */
  document: z.unknown().refine((value) => value !== undefined, 'The document is required'),
});
export type ImportTreeRequest = z.infer<typeof importTreeRequestSchema>;

/** One thing of the document that could not be imported as it was (ImportIssue of src/core/ivr/transfer). */
export const importIssueSchema = z.object({
  item: z.enum(['node', 'key', 'root', 'positions', 'pathTests']),
  reason: z.enum([
    'invalidNode',
    'duplicateNodeId',
    'invalidKey',
    'duplicateKeyId',
    'keyNodeMissing',
    'keyTargetMissing',
    'duplicateKeyOnNode',
    'rootMissing',
    'invalidPositions',
    'invalidPathTests',
  ]),
  index: z.number().int().optional(),
  id: z.string().optional(),
  field: z.string().optional(),
  replacementId: z.string().optional(),
});

export const importReportSchema = z.object({
  imported: z.object({ nodes: z.number().int(), keys: z.number().int() }),
  /** Empty when the document came in whole. */
  issues: z.array(importIssueSchema),
});

export const treeImportedSchema = treeCreatedSchema.extend({ report: importReportSchema });
export type TreeImported = z.infer<typeof treeImportedSchema>;
