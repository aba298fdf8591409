import * as decoding from 'lib0/decoding';
import * as syncProtocol from 'y-protocols/sync';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE, LIVE_MESSAGE, type LiveNotice } from '@/core/api/ivr-draft-live';
import type { DraftRoom, LiveClient } from './draft-room';
import { awarenessFrame, noticeFrame, syncStep1Frame, syncStep2Frame } from './live-frames';
import { presenceOf, readAwarenessUpdate, writeAwarenessUpdate } from './presence-check';
import { TokenBucket } from './token-bucket';

/** Messages and bytes an editor may send: bursts (an initial sync, a paste) pass, a flood does not. */
export const LIVE_RATE = {
  messages: { burst: 300, perSecond: 60 },
  bytes: { burst: 16 * 1024 * 1024, perSecond: 2 * 1024 * 1024 },
};

export type SocketSession = {
  sessionId: string;
  role: string;
  user: { id: string; username: string; displayName: string };
  canWrite: boolean;
};

/**
 * One editor's socket on a room: reads y-websocket frames, answers sync step 1, hands updates and
 * presence to the room (which checks them), and refuses what it cannot read, all without closing
 * anyone else's socket. Too many messages or bytes: a notice, then close 4429.
 */
export class LiveSocket implements LiveClient {
  readonly presenceIds = new Set<number>();
  readonly user: SocketSession['user'];
  readonly canWrite: boolean;
  /** Set when the socket sent anything since the session was last marked active. */
  active = true;
  private readonly messages = new TokenBucket(LIVE_RATE.messages.burst, LIVE_RATE.messages.perSecond);
  private readonly bytes = new TokenBucket(LIVE_RATE.bytes.burst, LIVE_RATE.bytes.perSecond);
  private ended = false;

  constructor(
    private readonly socket: WebSocket,
    readonly room: DraftRoom,
    readonly session: SocketSession,
    private readonly log: (message: string, detail?: Record<string, unknown>) => void,
  ) {
    this.user = session.user;
    this.canWrite = session.canWrite;
  }

  /** Joins the room: the server's state vector first (the editor answers with what it has that we lack). */
  start(): void {
    this.room.clients.add(this);
    this.send(syncStep1Frame(this.room.doc));
    const present = [...this.room.awareness.getStates().keys()];
    if (present.length > 0) this.send(awarenessFrame(this.room.awareness, present));
  }

  send(frame: Uint8Array): void {
    if (this.ended || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(frame, (error) => {
      if (error) this.close(1011, 'send failed');
    });
  }

  notice(notice: LiveNotice): void {
    this.send(noticeFrame(notice));
  }

  close(code: number, reason: string): void {
    if (this.ended) return;
    this.ended = true;
    this.socket.close(code, reason);
  }

  /** The socket closed (either side): the editor's presence goes at once. */
  ended_(): void {
    this.ended = true;
    this.room.leave(this);
  }

  receive(data: Uint8Array): void {
    if (this.ended) return;
    this.active = true;
    if (!this.messages.take() || !this.bytes.take(data.byteLength)) {
      this.notice({ code: 'tooFast', detail: 'Too many messages: slow down and reconnect.' });
      this.close(LIVE_CLOSE.tooFast, 'too fast');
      return;
    }
    try {
      this.dispatch(decoding.createDecoder(data));
    } catch {
      this.refuse('The message could not be read.');
    }
  }

  private dispatch(decoder: decoding.Decoder): void {
    const type = decoding.readVarUint(decoder);
    if (type === LIVE_MESSAGE.sync) return this.onSync(decoder);
    if (type === LIVE_MESSAGE.awareness) return this.onPresence(decoding.readVarUint8Array(decoder));
    if (type === LIVE_MESSAGE.auth) return;
    // y-websocket's "query awareness" shares this number with our notices: answer with everyone present.
    if (type === LIVE_MESSAGE.notice) {
      const present = [...this.room.awareness.getStates().keys()];
      if (present.length > 0) this.send(awarenessFrame(this.room.awareness, present));
      return;
    }
    this.refuse(`Unknown message type ${type}.`);
  }

  private onSync(decoder: decoding.Decoder): void {
    const kind = decoding.readVarUint(decoder);
    if (kind === syncProtocol.messageYjsSyncStep1) {
      const stateVector = decoding.readVarUint8Array(decoder);
      // After what is queued, so the answer holds every update the room accepted before it.
      void this.room.settled().then(() => this.send(syncStep2Frame(this.room.doc, stateVector)));
      return;
    }
    if (kind !== syncProtocol.messageYjsSyncStep2 && kind !== syncProtocol.messageYjsUpdate)
      return this.refuse(`Unknown sync message ${kind}.`);
    const update = decoding.readVarUint8Array(decoder);
    this.room.receive(this, update).catch((error: unknown) => {
      this.log('could not store a live draft update', { treeId: this.room.treeId, error: String(error) });
      this.close(1011, 'could not store the update');
    });
  }

  private onPresence(update: Uint8Array): void {
    const entries = readAwarenessUpdate(update);
    if (!entries) return this.refuse('Not an awareness update.');
    const kept = [];
    for (const entry of entries) {
      // An awareness starts as `{}` until the editor says who it is: nothing to show yet.
      if (isEmptyState(entry.state)) continue;
      // y-websocket passes on every presence change it hears, others' included: those are not this
      // editor's to set, and are left as they are.
      if (this.room.presenceTaken(this, entry.clientId)) continue;
      const presence = presenceOf(entry.state, this.user);
      if (!presence.ok) return this.refuse('Presence must follow the draft presence format, as yourself.');
      kept.push({ ...entry, state: presence.state });
    }
    if (kept.length === 0) return;
    this.room.receivePresence(
      this,
      writeAwarenessUpdate(kept),
      kept.map((entry) => entry.clientId),
    );
  }

  private refuse(detail: string): void {
    this.log('refused a live draft message', { treeId: this.room.treeId, userId: this.user.id, detail });
    this.notice({ code: 'invalidUpdate', detail });
  }
}

const isEmptyState = (state: unknown) =>
  typeof state === 'object' && state !== null && !Array.isArray(state) && Object.keys(state).length === 0;
