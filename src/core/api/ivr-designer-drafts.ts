import { z } from 'zod';
import { ivrMenuSchema, menuKeySchema } from '../ivr/ivr-menu';
import { canvasPositionSchema } from './ivr-designer-layout';

/**
 * The IVR designer's drafts. A draft is a shared document that every open editor edits live through
 * the socket of src/core/api/ivr-draft-live.ts; these routes read it and reset it:
 *   GET    /api/ivr/trees/:treeId/draft     → IvrDraft (made from the live tree when there is none)
 *   DELETE /api/ivr/trees/:treeId/draft     → 204 (the draft is the live tree again, for every editor)
 * Times are epoch milliseconds.
 */

/** Someone with the draft open in the designer (from the live channel's presence). */
export const ivrEditorSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  /** When this person was first seen in the draft during this stay. */
  since: z.number().int(),
});
export type IvrEditor = z.infer<typeof ivrEditorSchema>;

export const ivrEditorsSchema = z.object({ editors: z.array(ivrEditorSchema) });
export type IvrEditors = z.infer<typeof ivrEditorsSchema>;

export const ivrDraftSchema = z.object({
  treeId: z.string(),
  /** What the designer edits; new nodes and keys carry `new-…` ids until published. */
  menu: ivrMenuSchema,
  /** The live menu the draft last synced from: publishing refuses when the live tree no longer equals it. */
  base: ivrMenuSchema,
  /** Card positions by card id (node ids, `key:<keyId>` for a key's target card). */
  positions: z.record(z.string(), canvasPositionSchema),
  /** Keys that concurrent edits gave a digit another key of their node has: kept, flagged, not in `menu`. */
  clashes: z.array(menuKeySchema),
  /** Goes up with every edit stored (the document's update number); a publish names the one reviewed. */
  revision: z.number().int().min(1),
  updatedAt: z.number().int(),
  /** Display name of who edited last (or `Switchboard` for the console's own edits). */
  updatedBy: z.string(),
  editors: z.array(ivrEditorSchema),
});
export type IvrDraft = z.infer<typeof ivrDraftSchema>;

/**
 * PUT /api/ivr/trees/:treeId/draft: a whole menu written into the shared draft as one edit. Only what
 * differs from the draft is written, so it merges with what editors change meanwhile (no revision check).
 */
export const writeDraftRequestSchema = z.object({
  menu: ivrMenuSchema,
  /** Accepted and ignored: older clients sent the revision they read. */
  revision: z.number().int().min(1).optional(),
});
export type WriteDraftRequest = z.infer<typeof writeDraftRequestSchema>;

/**
 * POST /api/ivr/trees/:treeId/draft/merge → IvrDraft: the live tree's changes merged into the draft (one
 * edit every open editor sees), the draft's base moved to the live tree. Each overlapping change is
 * settled by its conflict id (`conflictId` of src/core/ivr/merge): keep mine (the default) or take theirs.
 */
export const mergeDraftRequestSchema = z.object({
  choices: z
    .array(
      z.object({
        conflictId: z.string().min(1).max(300),
        keep: z.enum(['mine', 'theirs'], { error: 'Keep is "mine" or "theirs"' }),
      }),
    )
    .max(20_000),
});
export type MergeDraftRequest = z.infer<typeof mergeDraftRequestSchema>;
