import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { LiveNotice } from '@/core/api/ivr-draft-live';
import { draftMaps, META_BASE } from '@/core/ivr/draft-doc/draft-doc-shape';
import { isNewId, type IvrMenu } from '@/core/ivr/ivr-menu';
import type { DraftDocStore, EditAuthor, StoredDoc } from './draft-doc-store';
import type { LiveFanout } from './live-fanout';
import { awarenessFrame, updateFrame } from './live-frames';
import { refusalOf } from './update-check';

/** One open socket of an editor, as a room sees it. */
export interface LiveClient {
  readonly user: { id: string; username: string; displayName: string };
  readonly canWrite: boolean;
  /** Awareness client ids this socket has spoken for: removed when it closes. */
  readonly presenceIds: Set<number>;
  send(frame: Uint8Array): void;
  notice(notice: LiveNotice): void;
}

/** Transaction origins of what did not come from a local socket. */
export const REMOTE_ORIGIN = 'remote';
export const SERVER_ORIGIN = 'server';

const NEW_ID_PATTERN = /^new-[A-Za-z0-9_.:-]{1,100}$/;

/**
 * The live draft of one tree on this instance: its document and the editors' presence. Every change goes
 * through one queue, so updates are checked against, stored after and applied onto the document in
 * order: an editor's update is checked, stored, then applied and sent to every other socket (and, through
 * the fan-out, to the other instances); the sender is not sent its own update back.
 */
export class DraftRoom {
  readonly doc = new Y.Doc({ gc: true });
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly clients = new Set<LiveClient>();
  /** When each presence (awareness client id) was first seen here: who has been in the draft longest. */
  readonly presenceSince = new Map<number, number>();
  revision = 0;
  updatedAt = new Date(0);
  updatedBy = '';
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    readonly treeId: string,
    private readonly store: DraftDocStore,
    private readonly fanout: LiveFanout | null,
    private readonly now: () => Date,
    private readonly log: (message: string, detail?: Record<string, unknown>) => void,
  ) {
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const frame = updateFrame(update);
      for (const client of this.clients) if (client !== origin) client.send(frame);
    });
    this.awareness.on('update', this.onPresence);
  }

  load(stored: StoredDoc): void {
    this.doc.transact(() => {
      for (const update of stored.updates) Y.applyUpdate(this.doc, update);
    }, SERVER_ORIGIN);
    this.revision = stored.lastSeq;
    this.updatedAt = stored.updatedAt;
    this.updatedBy = stored.updatedBy;
  }

  /** Whether the document was ever filled from the live tree (a migrated layout alone was not). */
  get hasBase(): boolean {
    return draftMaps(this.doc).meta.has(META_BASE);
  }

  /** An editor's update: refused (with a notice) or stored, applied and passed on. */
  receive(client: LiveClient, update: Uint8Array): Promise<void> {
    return this.enqueue(async () => {
      // What the editor has that the room lacks; nothing new (a sync's empty answer) is no edit at all.
      let adds: boolean;
      try {
        adds = this.addsAnything(update);
      } catch {
        adds = true;
      }
      if (!adds) return;
      if (!client.canWrite) {
        client.notice({ code: 'readOnly', detail: 'Your role may only watch this draft.' });
        return;
      }
      const refusal = refusalOf(this.doc, update, this.isDraftId);
      if (refusal) {
        this.log('refused a live draft update', { treeId: this.treeId, userId: client.user.id, refusal });
        client.notice({ code: 'invalidUpdate', detail: refusal });
        return;
      }
      await this.persist(update, { id: client.user.id, displayName: client.user.displayName });
      Y.applyUpdate(this.doc, update, client);
    });
  }

  /** The console's own edit (publish, reset, import): made on a copy, stored, then applied for all. */
  edit(author: EditAuthor, change: (doc: Y.Doc) => void): Promise<void> {
    return this.enqueue(async () => {
      const scratch = new Y.Doc();
      Y.applyUpdate(scratch, Y.encodeStateAsUpdate(this.doc));
      const made: Uint8Array[] = [];
      scratch.on('update', (update: Uint8Array) => made.push(update));
      change(scratch);
      scratch.destroy();
      if (made.length === 0) return;
      const update = Y.mergeUpdates(made);
      await this.persist(update, author);
      Y.applyUpdate(this.doc, update, SERVER_ORIGIN);
    });
  }

  /** An update another instance stored: applied and passed on to every socket here. */
  receiveRemote(update: Uint8Array, seq: number): Promise<void> {
    return this.enqueue(async () => {
      Y.applyUpdate(this.doc, update, REMOTE_ORIGIN);
      this.revision = Math.max(this.revision, seq);
    });
  }

  /** Everything stored (after a missed notification): applying what is known already changes nothing. */
  catchUp(): Promise<void> {
    return this.enqueue(async () => {
      const stored = await this.store.load(this.treeId);
      if (!stored) return;
      this.doc.transact(() => {
        for (const update of stored.updates) Y.applyUpdate(this.doc, update);
      }, REMOTE_ORIGIN);
      this.revision = Math.max(this.revision, stored.lastSeq);
    });
  }

  receivePresence(client: LiveClient, update: Uint8Array, ids: number[]): void {
    for (const id of ids) client.presenceIds.add(id);
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, client);
  }

  receiveRemotePresence(update: Uint8Array): void {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, REMOTE_ORIGIN);
  }

  /** A presence id is taken by another socket here. */
  presenceTaken(client: LiveClient, id: number): boolean {
    for (const other of this.clients) if (other !== client && other.presenceIds.has(id)) return true;
    return false;
  }

  leave(client: LiveClient): void {
    this.clients.delete(client);
    const ids = [...client.presenceIds].filter((id) => this.awareness.getStates().has(id));
    if (ids.length > 0) awarenessProtocol.removeAwarenessStates(this.awareness, ids, 'close');
  }

  /** Waits for what is queued; nothing is accepted afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue.catch(() => {});
    this.awareness.destroy();
    this.doc.destroy();
  }

  settled(): Promise<unknown> {
    return this.queue.catch(() => {});
  }

  /** A `new-…` id, or an id this tree's draft knows: its base, its nodes and keys, the service's ids. */
  readonly isDraftId = (id: string): boolean => {
    if (isNewId(id)) return NEW_ID_PATTERN.test(id);
    const maps = draftMaps(this.doc);
    if (maps.nodes.has(id) || maps.keys.has(id)) return true;
    const base = maps.meta.get(META_BASE) as IvrMenu | undefined;
    if (base && (base.nodes.some((node) => node.id === id) || base.keys.some((key) => key.id === id)))
      return true;
    for (const serviceId of maps.serviceIds.values()) if (serviceId === id) return true;
    return false;
  };

  private addsAnything(update: Uint8Array): boolean {
    const missing = Y.diffUpdate(update, Y.encodeStateVector(this.doc));
    const { structs, ds } = Y.decodeUpdate(missing);
    return structs.length > 0 || ds.clients.size > 0;
  }

  private async persist(update: Uint8Array, author: EditAuthor): Promise<void> {
    const fanout = this.fanout;
    const seq = await this.store.append(
      this.treeId,
      update,
      author,
      fanout ? (trx, seq) => fanout.announceUpdate(trx, this.treeId, seq, update) : undefined,
    );
    this.revision = Math.max(this.revision, seq);
    this.updatedAt = this.now();
    this.updatedBy = author.displayName;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(() => (this.closed ? undefined : task()));
    this.queue = run.catch(() => {});
    return run;
  }

  private readonly onPresence = (
    change: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    const changed = [...change.added, ...change.updated, ...change.removed];
    for (const id of change.added) this.presenceSince.set(id, Date.now());
    for (const id of change.removed) this.presenceSince.delete(id);
    const frame = awarenessFrame(this.awareness, changed);
    for (const client of this.clients) client.send(frame);
    if (origin !== REMOTE_ORIGIN && this.fanout)
      this.fanout.announcePresence(
        this.treeId,
        awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed),
      );
  };
}
