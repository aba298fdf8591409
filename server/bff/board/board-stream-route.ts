import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOARD_EVENTS, parseBoardEventId } from '@/core/board/board-api';
import { sessionTokenOf } from '../auth/session-cookie';
import { eventStreams } from '../event-stream';
import { sessionOf } from '../plugins/authentication';
import { requirePermission } from '../plugins/authorization';
import { readProblems } from '../routes/contact-center/route-schemas';
import type { BoardContext } from './board-context';
import type { BoardChange } from './board-hub';

const boardEventsResponse = z
  .unknown()
  .describe('text/event-stream of `snapshot`, `history` and `signed-out` events');

/** A timer past this is clamped by Node; the session check covers anything longer. */
const MAX_TIMER_MS = 2_147_000_000;

/**
 * GET /api/board/events: the board as Server-Sent Events. The first events bring what the viewer lacks
 * (everything, or with `Last-Event-ID` only what changed since); then every change the hub accepts.
 * While open, the stream keeps its session alive against the idle timeout (it checks it every
 * `sessionCheckMs`, which marks it active), but never past the absolute limit: at the session's end it
 * sends `signed-out` and closes. A sign-out on this instance ends it at once; elsewhere, by the check.
 */
export function registerBoardStreamRoute(api: FastifyInstance, board: BoardContext) {
  const streams = eventStreams(api);

  api.get(
    '/board/events',
    {
      onRequest: requirePermission('board:read'),
      schema: {
        tags: ['Board'],
        summary: 'The live board as Server-Sent Events',
        description:
          'Events `history` (two hours of one point a minute) and `snapshot` (the board), each with id ' +
          '`<snapshot version>.<history version>`; a reconnect with `Last-Event-ID` (or `?lastEventId=`) gets ' +
          'only what changed. `signed-out` ends the stream when the session has ended.',
        response: { 200: boardEventsResponse, ...readProblems },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const token = sessionTokenOf(request);
      const query = request.query as { lastEventId?: unknown };
      const lastId =
        parseBoardEventId(request.headers['last-event-id'] as string | undefined) ??
        parseBoardEventId(typeof query.lastEventId === 'string' ? query.lastEventId : undefined);

      const stream = streams.open(reply);
      const signOut = () => {
        stream.event(BOARD_EVENTS.signedOut, '{}');
        stream.stop();
      };
      const checkSession = async () => {
        try {
          const alive = token ? await api.services.sessions.resume(token) : null;
          if (!alive) signOut();
        } catch (error) {
          request.log.error({ err: error }, 'board stream session check failed');
        }
      };
      const send = (change: BoardChange | null) => {
        if (change) stream.write(change.text);
      };

      stream.onStop(api.services.sessions.onEnd(session.id, signOut));
      send(board.hub.since(lastId));
      stream.onStop(board.hub.subscribe(send));
      stream.every(board.settings.sessionCheckMs, () => void checkSession());
      const untilEnd = session.expiresAt.getTime() - api.services.now().getTime();
      if (untilEnd <= MAX_TIMER_MS) stream.after(Math.max(0, untilEnd), signOut);
    },
  );
}
