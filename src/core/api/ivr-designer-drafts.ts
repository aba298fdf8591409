import { z } from 'zod';
import { ivrMenuSchema } from '../ivr/ivr-menu';
import { problemSchema } from './problem';

/**
 * The IVR designer's drafts and presence (the BFF keeps them; the service has no place for them):
 *   GET    /api/ivr/trees/:treeId/draft     → IvrDraft (made from the live tree when there is none)
 *   PUT    /api/ivr/trees/:treeId/draft     SaveDraftRequest → IvrDraft | 409 DraftConflictProblem
 *   DELETE /api/ivr/trees/:treeId/draft     → 204 (discarded; the next GET starts again from the live tree)
 *   POST   /api/ivr/trees/:treeId/presence  → IvrEditors (heartbeat; the caller included)
 * Times are epoch milliseconds.
 */

/** Someone with the tree open in the designer: a heartbeat within the last PRESENCE_FRESH_MS. */
export const ivrEditorSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string(),
  /** When this person opened the tree (their first heartbeat of this stay). */
  since: z.number().int(),
});
export type IvrEditor = z.infer<typeof ivrEditorSchema>;

/** The editor sends a heartbeat about this often… */
export const PRESENCE_HEARTBEAT_MS = 15_000;
/** …and counts as present for this long after the last one. */
export const PRESENCE_FRESH_MS = 45_000;

export const ivrEditorsSchema = z.object({ editors: z.array(ivrEditorSchema) });
export type IvrEditors = z.infer<typeof ivrEditorsSchema>;

export const ivrDraftSchema = z.object({
  treeId: z.string(),
  /** What the designer edits; new nodes and keys carry `new-…` ids until published. */
  menu: ivrMenuSchema,
  /** The live menu the draft started from: publishing refuses when the live tree no longer equals it. */
  base: ivrMenuSchema,
  /** Goes up by one with every save; a save must name the revision it was made on. */
  revision: z.number().int().min(1),
  updatedAt: z.number().int(),
  /** Display name of who saved last (or who opened the tree first). */
  updatedBy: z.string(),
  editors: z.array(ivrEditorSchema),
});
export type IvrDraft = z.infer<typeof ivrDraftSchema>;

export const saveDraftRequestSchema = z.object({
  menu: ivrMenuSchema,
  /** The revision this save was made on: a save over someone else's newer save is refused (409). */
  revision: z.number({ error: 'Revision must be a number' }).int().min(1),
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

/** 409 on a stale revision: the draft as it now is, so the editor can show it or merge. */
export const draftConflictProblemSchema = problemSchema.extend({ current: ivrDraftSchema });
export type DraftConflictProblem = z.infer<typeof draftConflictProblemSchema>;
