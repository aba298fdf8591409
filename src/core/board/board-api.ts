import { z } from 'zod';
import { boardThresholdsSchema } from './thresholds';

/** GET/PUT /api/board/thresholds: the thresholds and who saved them last (null before anyone has). */
export const boardThresholdsAnswerSchema = z.object({
  thresholds: boardThresholdsSchema,
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type BoardThresholdsAnswer = z.infer<typeof boardThresholdsAnswerSchema>;

/**
 * The board's Server-Sent Events. Every event's id is `<snapshot version>.<history version>`: a browser
 * that reconnects with its last id is sent only what changed since.
 */
export const BOARD_EVENTS = {
  snapshot: 'snapshot',
  history: 'history',
  /** The session has ended (idle, absolute limit, signed out elsewhere): the stream closes after it. */
  signedOut: 'signed-out',
} as const;

export type BoardEventId = { snapshot: number; history: number };

export const formatBoardEventId = (id: BoardEventId) => `${id.snapshot}.${id.history}`;

export function parseBoardEventId(text: string | undefined): BoardEventId | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text?.trim() ?? '');
  return match ? { snapshot: Number(match[1]), history: Number(match[2]) } : null;
}
