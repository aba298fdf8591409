import { z } from 'zod';
import { menuKeySchema, menuNodeSchema } from '../ivr/ivr-menu';
import { MENU_ERROR_CODES, MENU_WARNING_CODES } from '../ivr/validation/menu-problem';
import { ivrKeySchema, keypressActionSchema } from './ivr-keypresses';
import { problemSchema } from './problem';

/**
 * Publishing a draft to the service, in the background, with a journal of every service call:
 *   POST /api/ivr/trees/:treeId/publish  PublishRequest → 202 PublishStarted | 409 PublishConflictProblem
 *   GET  /api/ivr/publishes/:publishId   → PublishProgress
 *   POST /api/ivr/publishes/:publishId/resume → 202 PublishStarted (continues a failed publish)
 * Times are epoch milliseconds.
 */

export const PUBLISH_NOTE_MAX = 500;

const note = z
  .string({ error: 'Note must be text' })
  .trim()
  .max(PUBLISH_NOTE_MAX, `Note is at most ${PUBLISH_NOTE_MAX} characters`)
  .default('');

export const publishRequestSchema = z.object({
  note,
  /** The draft revision the person reviewed: a newer save by someone else refuses the publish (409). */
  revision: z.number({ error: 'Revision must be a number' }).int().min(1),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const publishStartedSchema = z.object({ publishId: z.string() });
export type PublishStarted = z.infer<typeof publishStartedSchema>;

/** One service call of a publish (the same shape as src/core/ivr/publish-operation.ts). */
export const publishOperationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('createNode'), ref: z.string(), fields: menuNodeSchema.omit({ id: true }) }),
  z.object({
    op: z.literal('updateNode'),
    nodeId: z.string(),
    changes: menuNodeSchema.omit({ id: true }).partial(),
  }),
  z.object({ op: z.literal('deleteNode'), nodeId: z.string() }),
  z.object({
    op: z.literal('createKey'),
    ref: z.string(),
    nodeId: z.string(),
    key: ivrKeySchema,
    action: keypressActionSchema,
  }),
  z.object({
    op: z.literal('updateKey'),
    keyId: z.string(),
    changes: z.object({ key: ivrKeySchema.optional(), action: keypressActionSchema.optional() }),
  }),
  z.object({ op: z.literal('deleteKey'), keyId: z.string() }),
]);

export const PUBLISH_STATUSES = ['running', 'succeeded', 'failed', 'conflict'] as const;
/**
 * running: operations are being sent. succeeded: all applied, a version was recorded. failed: a call
 * failed (service down, refused, BFF stopped) — resumable. conflict: the service refused an operation
 * because the tree changed under the publish (a duplicate key, a vanished node) — resumable too: a resume
 * re-reads the live tree and plans again.
 */
export const publishStatusSchema = z.enum(PUBLISH_STATUSES);
export type PublishStatus = z.infer<typeof publishStatusSchema>;

export const PUBLISH_KINDS = ['publish', 'restore', 'duplicate', 'import'] as const;
export const publishKindSchema = z.enum(PUBLISH_KINDS);

export const journalEntryStatusSchema = z.enum(['pending', 'applied', 'failed']);

export const journalEntrySchema = z.object({
  /** Order of the call within the publish (a resume appends its new plan after the earlier entries). */
  seq: z.number().int(),
  operation: publishOperationSchema,
  status: journalEntryStatusSchema,
  /** The service's id of the node or key a create made. */
  createdId: z.string().nullable(),
  error: z.string().nullable(),
  /** The connection dropped after the call was sent: the service may or may not have applied it. */
  uncertain: z.boolean(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const publishProgressSchema = z.object({
  publishId: z.string(),
  treeId: z.string(),
  kind: publishKindSchema,
  status: publishStatusSchema,
  note: z.string(),
  /** Operations of the journal, and how many of them the service has applied. */
  total: z.number().int(),
  applied: z.number().int(),
  operations: z.array(journalEntrySchema),
  error: z.string().nullable(),
  /** A failed or conflicted publish may be resumed (POST …/resume). */
  resumable: z.boolean(),
  /** The version recorded when the publish succeeded. */
  versionNumber: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type PublishProgress = z.infer<typeof publishProgressSchema>;

/** What changed between two menus (MenuDiff of src/core/ivr/diff/diff-menus.ts). */
const changesOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    added: z.array(item),
    changed: z.array(z.object({ before: item, after: item, fields: z.array(z.string()) })),
    removed: z.array(item),
  });
export const menuDiffSchema = z.object({
  nodes: changesOf(menuNodeSchema),
  keys: changesOf(menuKeySchema),
  root: z.object({ before: z.string().nullable(), after: z.string().nullable() }).nullable(),
});

/**
 * 409 when the live tree is no longer the draft's base (someone changed it elsewhere): `diff` is what
 * changed from the base to the live tree. Nothing was sent to the service. Also 409 (without `diff`) when
 * another publish of the tree is running, or the draft was saved after the revision being published.
 */
export const publishConflictProblemSchema = z.object({
  ...problemSchema.shape,
  diff: menuDiffSchema.optional(),
});
export type PublishConflictProblem = z.infer<typeof publishConflictProblemSchema>;

/** A finding of validateMenu (src/core/ivr/validation), as codes for the UI to word. */
export const menuProblemSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.enum([...MENU_ERROR_CODES, ...MENU_WARNING_CODES]),
  nodeId: z.string().optional(),
  keyId: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** 422 when the menu has errors that block publishing (warnings never block): `problems` lists them all. */
export const menuInvalidProblemSchema = z.object({
  ...problemSchema.shape,
  problems: z.array(menuProblemSchema),
});
export type MenuInvalidProblem = z.infer<typeof menuInvalidProblemSchema>;
