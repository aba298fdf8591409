import { z } from 'zod';

/**
 * The live channel of an IVR draft: a WebSocket at `/api/ivr/trees/:treeId/live` speaking the Yjs sync
 * and awareness protocols (y-protocols, framed as y-websocket frames them: a varint message type first).
 * The BFF adds `notice` frames (a varint type, then a JSON string) to say why it refused something.
 */
/** 3 is y-websocket's "query awareness"; notices take a number it does not use. */
export const LIVE_MESSAGE = { sync: 0, awareness: 1, auth: 2, queryAwareness: 3, notice: 10 } as const;

/**
 * Close codes the BFF uses (4000–4999 are the application's own). y-websocket stops reconnecting after
 * a code in 4400–4499 and retries after any other.
 */
export const LIVE_CLOSE = {
  /** Not signed in, the session ended, or signed out elsewhere. */
  signedOut: 4401,
  /** No `ivr:read` (any more), or an Origin that is not the console's. */
  forbidden: 4403,
  /** The tree does not exist. */
  treeMissing: 4404,
  /** Too many messages or bytes: the client must slow down (it may reconnect). */
  tooFast: 4029,
} as const;

export const LIVE_NOTICE_CODES = ['readOnly', 'invalidUpdate', 'tooLarge', 'tooFast'] as const;
export const liveNoticeSchema = z.object({
  code: z.enum(LIVE_NOTICE_CODES),
  /** English detail for logs and developers; the SPA shows a translated text chosen by `code`. */
  detail: z.string(),
});
export type LiveNotice = z.infer<typeof liveNoticeSchema>;

/** What each editor shares through awareness: who, which cards are selected, where the pointer is. */
export const draftPresenceSchema = z.object({
  user: z.object({
    id: z.string().min(1).max(64),
    name: z.string().min(1).max(200),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  }),
  selection: z.array(z.string().max(120)).max(500).default([]),
  /** Pointer position on the canvas, in flow coordinates; null when outside it. */
  cursor: z.object({ x: z.number().finite(), y: z.number().finite() }).nullable().default(null),
});
export type DraftPresence = z.infer<typeof draftPresenceSchema>;
