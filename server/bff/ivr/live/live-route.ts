import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE } from '@/core/api/ivr-draft-live';
import { can } from '@/core/permissions';
import { roleSchema } from '@/core/roles';
import { sessionTokenOf } from '../../auth/session-cookie';
import { HttpProblem } from '../../problem';
import { findIvrTree } from '../../routes/contact-center/ivr-graph';
import { designerTags as tags, treeParams, type DesignerContext } from '../designer-context';
import { isConsoleOrigin } from './console-origin';
import { LiveSocket, type SocketSession } from './live-socket';

/** The largest message a socket takes: a 5,000-node draft's first sync fits with room to spare. */
export const LIVE_MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;

class Refusal extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * GET /api/ivr/trees/:treeId/live: the draft's live channel (y-websocket's protocol; see
 * src/core/api/ivr-draft-live.ts). The upgrade is always accepted, then refused with a close code a
 * browser can read: 4401 without a live session, 4403 for an Origin not the console's or a role without
 * `ivr:read`, 4404 for a tree the service does not have.
 */
export async function registerLiveRoute(api: FastifyInstance, designer: DesignerContext): Promise<void> {
  await api.register(websocket, { options: { maxPayload: LIVE_MAX_PAYLOAD_BYTES } });
  const log = (message: string, detail?: Record<string, unknown>) => api.log.warn(detail ?? {}, message);

  api.get(
    '/ivr/trees/:treeId/live',
    {
      websocket: true,
      // The session is checked below, so that a refusal is a close code the editor can act on.
      config: { public: true },
      schema: { tags, summary: 'The live channel of a draft (WebSocket)', hide: true },
    },
    (socket: WebSocket, request: FastifyRequest) => {
      const early: Uint8Array[] = [];
      let live: LiveSocket | null = null;
      let closed = false;
      socket.binaryType = 'nodebuffer';
      socket.on('message', (data: Buffer) => (live ? live.receive(data) : early.push(data)));
      socket.on('close', () => {
        closed = true;
        if (!live) return;
        live.ended_();
        designer.liveSessions.remove(live);
        designer.rooms.release(live.room.treeId);
      });
      socket.on('error', () => {});
      admit(api, designer, request)
        .then(async ({ treeId, session }) => {
          const room = await designer.rooms.acquire(treeId, session.user);
          if (closed) return designer.rooms.release(treeId);
          live = new LiveSocket(socket, room, session, log);
          designer.liveSessions.add(live);
          live.start();
          for (const data of early.splice(0)) live.receive(data);
        })
        .catch((error: unknown) => {
          if (error instanceof Refusal) return socket.close(error.code, error.message);
          if (error instanceof HttpProblem && error.status === 404)
            return socket.close(LIVE_CLOSE.treeMissing, 'no such tree');
          api.log.error({ err: error }, 'could not open a live draft socket');
          socket.close(1011, 'unavailable');
        });
    },
  );
}

async function admit(api: FastifyInstance, designer: DesignerContext, request: FastifyRequest) {
  if (!isConsoleOrigin(request)) throw new Refusal(LIVE_CLOSE.forbidden, 'origin not allowed');
  const token = sessionTokenOf(request);
  const active = token ? await api.services.sessions.resume(token) : null;
  if (!active) throw new Refusal(LIVE_CLOSE.signedOut, 'not signed in');
  const role = roleSchema.safeParse(active.user.role);
  if (!role.success || !can(role.data, 'ivr:read')) throw new Refusal(LIVE_CLOSE.forbidden, 'no ivr:read');
  const params = treeParams.safeParse(request.params);
  if (!params.success) throw new Refusal(LIVE_CLOSE.treeMissing, 'no such tree');
  const { treeId } = params.data;
  await findIvrTree(designer.service, treeId);
  const session: SocketSession = {
    sessionId: active.id,
    role: active.user.role,
    user: { id: active.user.id, username: active.user.username, displayName: active.user.display_name },
    canWrite: can(role.data, 'ivr:write'),
  };
  return { treeId, session };
}
