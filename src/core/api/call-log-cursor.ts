import { z } from 'zod';
import { callLogSortBySchema, sortOrderSchema } from './call-log';

/**
 * The call log's opaque cursor: the service's `search_after` values with the sort they belong to, so a
 * cursor is never applied to another sort. An empty `after` reads from an edge of the set (the start going
 * next, the end going previous). Encoded as base64url JSON; the SPA only passes it back.
 */
const callLogCursorSchema = z.object({
  sortBy: callLogSortBySchema,
  sortOrder: sortOrderSchema,
  after: z.array(z.union([z.number(), z.string().max(200)])).max(8),
});
export type CallLogCursor = z.infer<typeof callLogCursorSchema>;

export const CALL_LOG_CURSOR_MAX_LENGTH = 1000;

export function encodeCallLogCursor(cursor: CallLogCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify(cursor));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The cursor a text encodes, or null when it is not one of ours. */
export function decodeCallLogCursor(text: string): CallLogCursor | null {
  if (text.length > CALL_LOG_CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const parsed = callLogCursorSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
