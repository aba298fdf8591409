import { z } from 'zod';
import { ivrMenuSchema } from '../ivr/ivr-menu';
import { objectId } from './field-rules';

/**
 * Published versions of a tree (recorded by every successful publish):
 *   GET  /api/ivr/trees/:treeId/versions                   → { items: IvrVersionSummary[] } newest first
 *   GET  /api/ivr/trees/:treeId/versions/:number           → IvrVersion (read-only)
 *   POST /api/ivr/trees/:treeId/versions/:number/restore   RestoreRequest → 200 RestoredDraft (never publishes)
 * Times are epoch milliseconds.
 */
export const ivrVersionSummarySchema = z.object({
  treeId: z.string(),
  number: z.number().int().min(1),
  note: z.string(),
  publishedBy: z.string(),
  publishedAt: z.number().int(),
  publishId: z.string(),
  nodeCount: z.number().int(),
  keyCount: z.number().int(),
});
export type IvrVersionSummary = z.infer<typeof ivrVersionSummarySchema>;

export const ivrVersionListSchema = z.object({ items: z.array(ivrVersionSummarySchema) });
export type IvrVersionList = z.infer<typeof ivrVersionListSchema>;

/** The menu as published, with the service's ids. */
export const ivrVersionSchema = ivrVersionSummarySchema.extend({ menu: ivrMenuSchema });
export type IvrVersion = z.infer<typeof ivrVersionSchema>;

/** A restore loads the version into the draft; it takes nothing (a publish note is the publish's). */
export const restoreRequestSchema = z.object({});
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

export const restoredDraftSchema = z.object({
  menu: ivrMenuSchema,
  /** The draft's revision after the load. */
  revision: z.number().int(),
  /** How many unpublished changes the draft had before the load replaced them. */
  replacedChanges: z.number().int().min(0),
});
export type RestoredDraft = z.infer<typeof restoredDraftSchema>;

export const versionParamsSchema = z.object({
  treeId: objectId('Tree'),
  number: z.coerce
    .number({ error: 'Version number must be a number' })
    .int('Version number must be a whole number')
    .min(1, 'Version number starts at 1'),
});
