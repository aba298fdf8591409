import * as decoding from 'lib0/decoding';
import type * as encoding from 'lib0/encoding';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { LIVE_CLOSE, LIVE_MESSAGE, liveNoticeSchema, type LiveNotice } from '@/core/api/ivr-draft-live';
import { draftMaps } from '@/core/ivr/draft-doc/draft-doc-shape';

/** Where the live channel stands, as the editor shows it. */
export type LiveStatus = {
  connection: 'connecting' | 'online' | 'offline' | 'refused';
  /** The server's copy has reached this browser since the last (re)connection. */
  synced: boolean;
  /** Why the server refused the channel for good (close codes of LIVE_CLOSE). */
  refusal: 'signedOut' | 'forbidden' | 'treeMissing' | null;
  /** The last thing the server refused, if any. */
  notice: LiveNotice | null;
  /** Whether this browser kept a copy of the draft (edits made offline included). */
  hasLocalCopy: boolean;
  /** The first sync has taken long enough that a copy kept here may open without it. */
  waitedLong: boolean;
  /** The draft has been open for editing: losing the connection later never closes it again. */
  opened: boolean;
};

/** Without the server, a copy kept in this browser opens after this long (offline work goes on). */
const OFFLINE_OPEN_AFTER_MS = 4000;

/**
 * The live channel opens once this browser's copy is loaded, or after this long if IndexedDB is slow or
 * unavailable. Its first message tells the server what this browser holds, so that the server sends only
 * what is missing: a 5,000-node draft otherwise came over the wire again in full, and the loaded copy went
 * to the server in full, each decoded or encoded on the page.
 */
const CONNECT_WITHOUT_LOCAL_COPY_AFTER_MS = 1000;

const REFUSALS: Record<number, LiveStatus['refusal']> = {
  [LIVE_CLOSE.signedOut]: 'signedOut',
  [LIVE_CLOSE.forbidden]: 'forbidden',
  [LIVE_CLOSE.treeMissing]: 'treeMissing',
};

/**
 * One tree's draft as this browser holds it: the shared document, kept in IndexedDB (so edits made
 * offline survive a reload or a closed tab and merge when the draft is next opened) and synced over
 * the live channel with everyone else's; an undo manager that undoes this person's edits only.
 */
export class DraftConnection {
  readonly doc = new Y.Doc();
  /** Every edit made here carries this origin: the undo manager tracks it and nothing else. */
  readonly origin = { editor: 'local' };
  readonly undo: Y.UndoManager;
  readonly provider: WebsocketProvider;
  private readonly local: IndexeddbPersistence;
  private status: LiveStatus = {
    connection: 'connecting',
    synced: false,
    refusal: null,
    notice: null,
    hasLocalCopy: false,
    waitedLong: false,
    opened: false,
  };
  private readonly listeners = new Set<() => void>();
  private readonly waiting: ReturnType<typeof setTimeout>;
  private readonly connectingAnyway: ReturnType<typeof setTimeout>;
  private destroyed = false;

  constructor(readonly treeId: string) {
    const maps = draftMaps(this.doc);
    this.undo = new Y.UndoManager([maps.nodes, maps.keys, maps.positions, maps.meta], {
      trackedOrigins: new Set([this.origin]),
      // Every action is its own undo step (forms apply on leaving a field, moves at the end of a drag).
      captureTimeout: 0,
    });
    this.local = new IndexeddbPersistence(`switchboard-ivr-draft-${treeId}`, this.doc);
    void this.local.whenSynced.then(() => this.update({ hasLocalCopy: maps.nodes.size > 0 }));
    this.waiting = setTimeout(() => this.update({ waitedLong: true }), OFFLINE_OPEN_AFTER_MS);
    const base = `${window.location.origin.replace(/^http/, 'ws')}/api/ivr/trees/${encodeURIComponent(treeId)}`;
    this.provider = new WebsocketProvider(base, 'live', this.doc, {
      connect: false,
      disableBc: true,
      maxBackoffTime: 5000,
    });
    const connect = () => {
      if (!this.destroyed && !this.provider.shouldConnect) this.provider.connect();
    };
    void this.local.whenSynced.then(connect);
    this.connectingAnyway = setTimeout(connect, CONNECT_WITHOUT_LOCAL_COPY_AFTER_MS);
    this.provider.messageHandlers[LIVE_MESSAGE.notice] = (
      _encoder: encoding.Encoder,
      decoder: decoding.Decoder,
    ) => {
      const notice = liveNoticeSchema.safeParse(safeJson(decoding.readVarString(decoder)));
      if (notice.success) this.update({ notice: notice.data });
    };
    this.provider.on('status', ({ status }) => {
      // A retry after losing the connection is still offline for the person until it succeeds.
      const retrying = status === 'connecting' && this.status.connection === 'offline';
      this.update({
        connection:
          status === 'connected' ? 'online' : status === 'connecting' && !retrying ? 'connecting' : 'offline',
        synced: status === 'connected' ? this.status.synced : false,
      });
    });
    this.provider.on('sync', (synced: boolean) => this.update({ synced }));
    this.provider.on('closed', ({ code }) =>
      this.update({ connection: 'refused', synced: false, refusal: REFUSALS[code] ?? 'forbidden' }),
    );
    // A try that fails — with an error, or closed before it opened — leaves the person offline.
    const failedTry = () => {
      if (this.status.connection === 'connecting') this.update({ connection: 'offline' });
    };
    this.provider.on('connection-error', failedTry);
    this.provider.on('connection-close', failedTry);
  }

  getStatus = (): LiveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Forgets the last refusal notice (the person has read it). */
  dismissNotice(): void {
    this.update({ notice: null });
  }

  /** Ready to edit: the server's copy arrived, or (offline) this browser's own copy is loaded. */
  isReady(): boolean {
    return this.status.opened;
  }

  destroy(): void {
    this.destroyed = true;
    clearTimeout(this.waiting);
    clearTimeout(this.connectingAnyway);
    this.undo.destroy();
    this.provider.destroy();
    void this.local.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }

  private update(changes: Partial<LiveStatus>): void {
    const next = { ...this.status, ...changes };
    next.opened = next.opened || next.synced || (next.waitedLong && next.hasLocalCopy);
    this.status = next;
    for (const listener of this.listeners) listener();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
