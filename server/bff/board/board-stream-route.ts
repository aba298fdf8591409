import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOARD_EVENTS, parseBoardEventId } from '@/core/board/board-api';
import { sessionTokenOf } from '../auth/session-cookie';
import { sessionOf } from '../plugins/authentication';
import { requirePermission } from '../plugins/authorization';
import { readProblems } from '../routes/contact-center/route-schemas';
import type { BoardContext } from './board-context';
import type { BoardChange } from './board-hub';

const boardEventsResponse = z
  .unknown()
  .describe('text/event-stream of `snapshot`, `history` and `signed-out` events');

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
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
  const openStreams = new Set<() => void>();
  api.addHook('preClose', async () => {
    for (const stop of openStreams) stop();
  });

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

      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        ...definedHeaders(reply.getHeaders()),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      out.write('retry: 2000\n\n');

      const timers: NodeJS.Timeout[] = [];
      let unsubscribe = () => {};
      let unwatchSession = () => {};
      const stop = () => {
        openStreams.delete(stop);
        unsubscribe();
        unwatchSession();
        timers.forEach(clearTimeout);
        if (!out.writableEnded) out.end();
      };
      const signOut = () => {
        if (!out.writableEnded) out.write(`event: ${BOARD_EVENTS.signedOut}\ndata: {}\n\n`);
        stop();
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
        if (change && !out.writableEnded) out.write(change.text);
      };

      out.on('close', stop);
      openStreams.add(stop);
      unwatchSession = api.services.sessions.onEnd(session.id, signOut);
      send(board.hub.since(lastId));
      unsubscribe = board.hub.subscribe(send);
      timers.push(setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS));
      timers.push(setInterval(() => void checkSession(), board.settings.sessionCheckMs));
      const untilEnd = session.expiresAt.getTime() - api.services.now().getTime();
      if (untilEnd <= MAX_TIMER_MS) timers.push(setTimeout(signOut, Math.max(0, untilEnd)));
    },
  );
}

/** Headers hooks have set on the reply (security headers), which a hijacked reply must send itself. */
function definedHeaders(headers: Record<string, string | number | string[] | undefined>) {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | string[]
  >;
}
