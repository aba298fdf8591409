import * as decoding from 'lib0/decoding';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { LIVE_MESSAGE, liveNoticeSchema, type LiveNotice } from '@/core/api/ivr-draft-live';
import { readDraft, type DraftSnapshot } from '@/core/ivr/draft-doc/read-draft';
import { writeDraft, type DraftContent } from '@/core/ivr/draft-doc/write-draft';

/** Where an editor connects: the BFF's origin (http://…), the tree, the session cookie (`name=value`). */
export type LiveTarget = {
  origin: string;
  treeId: string;
  cookie: string;
  /** The Origin header sent; the BFF's own unless told otherwise. */
  originHeader?: string;
};

export const liveUrl = (origin: string, treeId: string) =>
  `${origin.replace(/^http/, 'ws')}/api/ivr/trees/${treeId}/live`;

/** The `ws` WebSocket with the headers a browser would send (the cookie, its Origin). */
function browserLikeSocket(cookie: string, origin: string) {
  return class extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie, origin } });
    }
  };
}

/**
 * A headless editor speaking exactly what the designer's browser speaks: y-websocket's WebsocketProvider
 * (serverUrl `…/api/ivr/trees/<id>`, room `live`) over the `ws` package. Notices are collected (the
 * provider's handler for message type 3 is replaced, as the designer replaces it), and so are close codes.
 */
export class LiveEditor {
  readonly doc = new Y.Doc();
  readonly provider: WebsocketProvider;
  readonly notices: LiveNotice[] = [];
  readonly closeCodes: number[] = [];
  /** Same origin for every edit: like a browser tab's undo manager would track. */
  readonly origin = Symbol('editor');

  constructor(target: LiveTarget) {
    const serverUrl = liveUrl(target.origin, target.treeId).replace(/\/live$/, '');
    this.provider = new WebsocketProvider(serverUrl, 'live', this.doc, {
      WebSocketPolyfill: browserLikeSocket(target.cookie, target.originHeader ?? target.origin) as never,
      disableBc: true,
      params: {},
    });
    this.provider.messageHandlers[LIVE_MESSAGE.notice] = (_encoder, decoder) => {
      this.notices.push(liveNoticeSchema.parse(JSON.parse(decoding.readVarString(decoder))));
    };
    this.provider.on('connection-close', (event) => {
      if (event) this.closeCodes.push(event.code);
    });
  }

  static async open(target: LiveTarget, timeoutMs = 10_000): Promise<LiveEditor> {
    const editor = new LiveEditor(target);
    await editor.until(() => editor.provider.synced, timeoutMs, 'the first sync');
    return editor;
  }

  get draft(): DraftSnapshot {
    return readDraft(this.doc);
  }

  /** One edit, as the designer makes it: the next content computed from what is shown, written as a diff. */
  edit(change: (content: DraftContent) => DraftContent): void {
    const { menu, positions } = this.draft;
    writeDraft(this.doc, change({ menu, positions }), this.origin);
  }

  /** Waits (polling) until `done` holds. */
  async until(done: () => boolean, timeoutMs = 10_000, what = 'a condition'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): void {
    this.provider.destroy();
    this.doc.destroy();
  }
}
