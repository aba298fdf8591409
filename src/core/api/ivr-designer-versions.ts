import { z } from 'zod';
import { ivrMenuSchema } from '../ivr/ivr-menu';
import { objectId } from './field-rules';
import { PUBLISH_NOTE_MAX } from './ivr-designer-publishes';

/**
 * Published versions of a tree (recorded by every successful publish):
 *   GET  /api/ivr/trees/:treeId/versions                   → { items: IvrVersionSummary[] } newest first
 *   GET  /api/ivr/trees/:treeId/versions/:number           → IvrVersion (read-only)
 *   POST /api/ivr/trees/:treeId/versions/:number/restore   RestoreRequest → 202 PublishStarted
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

export const restoreRequestSchema = z.object({
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(PUBLISH_NOTE_MAX, `Note is at most ${PUBLISH_NOTE_MAX} characters`)
    .default(''),
});
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

export const versionParamsSchema = z.object({
  treeId: objectId('Tree'),
  number: z.coerce
    .number({ error: 'Version number must be a number' })
    .int('Version number must be a whole number')
    .min(1, 'Version number starts at 1'),
});
