import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import { WebSocket } from 'ws';
import type * as Y from 'yjs';
import { LIVE_MESSAGE, liveNoticeSchema, type LiveNotice } from '@/core/api/ivr-draft-live';
import { liveUrl, type LiveTarget } from './live-editor';

/**
 * A socket on a draft's live channel that sends whatever a test crafts — garbage, forged updates — and
 * records what comes back: notices, and how it closed.
 */
export class RawLiveSocket {
  readonly notices: LiveNotice[] = [];
  readonly frames: Uint8Array[] = [];
  closeCode: number | null = null;
  private readonly socket: WebSocket;
  private readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  constructor(target: LiveTarget) {
    this.socket = new WebSocket(liveUrl(target.origin, target.treeId), {
      headers: { cookie: target.cookie, origin: target.originHeader ?? target.origin },
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      this.socket.once('close', (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
    this.socket.on('error', () => {});
    this.socket.on('message', (data: Buffer) => {
      const frame = new Uint8Array(data);
      this.frames.push(frame);
      const decoder = decoding.createDecoder(frame);
      if (decoding.readVarUint(decoder) === LIVE_MESSAGE.notice)
        this.notices.push(liveNoticeSchema.parse(JSON.parse(decoding.readVarString(decoder))));
    });
  }

  async ready(): Promise<this> {
    await this.opened;
    return this;
  }

  send(frame: Uint8Array): void {
    this.socket.send(frame);
  }

  /** An update as a sync message (what an editor sends for each local change). */
  sendUpdate(update: Uint8Array): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
    syncProtocol.writeUpdate(encoder, update);
    this.send(encoding.toUint8Array(encoder));
  }

  sendAwareness(update: Uint8Array): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.awareness);
    encoding.writeVarUint8Array(encoder, update);
    this.send(encoding.toUint8Array(encoder));
  }

  /** Reads the server's state into `doc`: its sync step 1 answered… enough for tests to build on it. */
  async syncInto(doc: Y.Doc): Promise<void> {
    await this.opened;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, LIVE_MESSAGE.sync);
    syncProtocol.writeSyncStep1(encoder, doc);
    this.send(encoding.toUint8Array(encoder));
    const deadline = Date.now() + 10_000;
    for (;;) {
      for (const frame of this.frames.splice(0)) {
        const decoder = decoding.createDecoder(frame);
        if (decoding.readVarUint(decoder) !== LIVE_MESSAGE.sync) continue;
        const reply = encoding.createEncoder();
        if (syncProtocol.readSyncMessage(decoder, reply, doc, 'server') === syncProtocol.messageYjsSyncStep2)
          return;
      }
      if (Date.now() > deadline) throw new Error('no sync step 2 from the server');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): void {
    this.socket.close();
  }
}
