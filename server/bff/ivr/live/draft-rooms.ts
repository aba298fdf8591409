import * as Y from 'yjs';
import type { IvrEditor } from '@/core/api/ivr-designer-drafts';
import { draftPresenceSchema } from '@/core/api/ivr-draft-live';
import { draftMaps } from '@/core/ivr/draft-doc/draft-doc-shape';
import { writeBase, writeDraft } from '@/core/ivr/draft-doc/write-draft';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { SERVER_AUTHOR, type DraftDocStore, type EditAuthor } from './draft-doc-store';
import { DraftRoom, SERVER_ORIGIN, type LiveClient } from './draft-room';
import type { LiveFanout } from './live-fanout';

export type DraftRoomsDeps = {
  store: DraftDocStore;
  fanout: LiveFanout | null;
  /** The tree as the service has it now (throws a 404 problem when it has no such tree). */
  liveMenu: (treeId: string) => Promise<IvrMenu>;
  now: () => Date;
  /** How long a room stays loaded after its last socket or reader left. */
  graceMs: number;
  log: (message: string, detail?: Record<string, unknown>) => void;
};

type Entry = { loading: Promise<DraftRoom>; holds: number; unload: NodeJS.Timeout | null };

/**
 * The rooms of this instance, one per tree with an open socket (or a reader) and for a grace period
 * after: loaded from the app database on first use — a tree without a document gets one from the live
 * tree — and fed what the other instances store.
 */
export class DraftRooms {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly deps: DraftRoomsDeps) {}

  async start(): Promise<void> {
    await this.deps.fanout?.start({
      update: (treeId, seq, update) => void this.onRemoteUpdate(treeId, seq, update),
      presence: (treeId, update) =>
        void this.loaded(treeId).then((room) => room?.receiveRemotePresence(update)),
      resync: () => {
        for (const entry of this.entries.values()) void entry.loading.then((room) => room.catchUp());
      },
    });
  }

  /** The tree's room, held until release(); a new document is stamped with `opener`. */
  async acquire(treeId: string, opener: EditAuthor = SERVER_AUTHOR): Promise<DraftRoom> {
    let entry = this.entries.get(treeId);
    if (!entry) {
      entry = { loading: this.open(treeId, opener), holds: 0, unload: null };
      this.entries.set(treeId, entry);
      const loading = entry.loading;
      loading.catch(() => {
        if (this.entries.get(treeId)?.loading === loading) this.entries.delete(treeId);
      });
    }
    entry.holds++;
    if (entry.unload) clearTimeout(entry.unload);
    entry.unload = null;
    try {
      return await entry.loading;
    } catch (error) {
      entry.holds--;
      throw error;
    }
  }

  release(treeId: string): void {
    const entry = this.entries.get(treeId);
    if (!entry || --entry.holds > 0) return;
    entry.unload = setTimeout(() => {
      if (this.entries.get(treeId) !== entry || entry.holds > 0) return;
      this.entries.delete(treeId);
      void entry.loading.then((room) => room.close());
    }, this.deps.graceMs);
    entry.unload.unref();
  }

  async use<T>(treeId: string, work: (room: DraftRoom) => Promise<T> | T, opener?: EditAuthor): Promise<T> {
    const room = await this.acquire(treeId, opener);
    try {
      return await work(room);
    } finally {
      this.release(treeId);
    }
  }

  /** The room when this instance has it loaded (or loading). */
  async loaded(treeId: string): Promise<DraftRoom | undefined> {
    return this.entries.get(treeId)?.loading.catch(() => undefined);
  }

  /** Every socket open on this instance, with its room. */
  async clients(): Promise<{ room: DraftRoom; client: LiveClient }[]> {
    const all: { room: DraftRoom; client: LiveClient }[] = [];
    for (const entry of this.entries.values()) {
      const room = await entry.loading.catch(() => null);
      if (room) for (const client of room.clients) all.push({ room, client });
    }
    return all;
  }

  /** Who is in each tree's draft now, as the rooms of this instance know it (their own and the others'). */
  async editorsOfTrees(treeIds: readonly string[]): Promise<Map<string, IvrEditor[]>> {
    const byTree = new Map<string, IvrEditor[]>();
    for (const treeId of treeIds) {
      const loading = this.entries.get(treeId)?.loading;
      const room = loading ? await loading.catch(() => null) : null;
      if (room) byTree.set(treeId, editorsIn(room));
    }
    return byTree;
  }

  async closeAll(): Promise<void> {
    await this.deps.fanout?.stop();
    const entries = [...this.entries.values()];
    this.entries.clear();
    for (const entry of entries) if (entry.unload) clearTimeout(entry.unload);
    await Promise.all(
      entries.map((entry) =>
        entry.loading.then(
          (room) => room.close(),
          () => {},
        ),
      ),
    );
  }

  private async open(treeId: string, opener: EditAuthor): Promise<DraftRoom> {
    const { store, fanout, now, log } = this.deps;
    const room = new DraftRoom(treeId, store, fanout, now, log);
    let stored = await store.load(treeId);
    if (!stored) {
      const live = await this.deps.liveMenu(treeId);
      const doc = new Y.Doc();
      writeDraft(doc, { menu: live, positions: {} }, SERVER_ORIGIN);
      writeBase(doc, live, SERVER_ORIGIN);
      await store.create(treeId, Y.encodeStateAsUpdate(doc), opener);
      doc.destroy();
      // Whoever created it first, the stored one is the document everyone shares.
      stored = await store.load(treeId);
      if (!stored) throw new Error(`the draft document of ${treeId} vanished right after its creation`);
    }
    room.load(stored);
    if (!room.hasBase) {
      const live = await this.deps.liveMenu(treeId);
      await room.edit(SERVER_AUTHOR, (doc) => {
        const positions = draftMaps(doc).positions.toJSON() as Record<string, { x: number; y: number }>;
        writeDraft(doc, { menu: live, positions }, SERVER_ORIGIN);
        writeBase(doc, live, SERVER_ORIGIN);
      });
    }
    return room;
  }

  private async onRemoteUpdate(treeId: string, seq: number, update: Uint8Array | null): Promise<void> {
    const room = await this.loaded(treeId);
    if (!room) return;
    if (update) return room.receiveRemote(update, seq);
    const rows = await this.deps.store.updatesAfter(treeId, seq - 1);
    const row = rows.find((candidate) => candidate.seq === seq);
    // Folded into the snapshot meanwhile: read it all again.
    return row ? room.receiveRemote(row.update, seq) : room.catchUp();
  }
}

function editorsIn(room: DraftRoom): IvrEditor[] {
  const seen = new Map<string, IvrEditor>();
  const usernames = new Map<string, string>();
  for (const client of room.clients) usernames.set(client.user.id, client.user.username);
  room.awareness.getStates().forEach((state, clientId) => {
    const presence = draftPresenceSchema.safeParse(state);
    if (!presence.success) return;
    const { id, name } = presence.data.user;
    const since = room.presenceSince.get(clientId) ?? Date.now();
    const known = seen.get(id);
    if (known && known.since <= since) return;
    seen.set(id, { userId: id, username: usernames.get(id) ?? name, displayName: name, since });
  });
  return [...seen.values()].sort((a, b) => a.since - b.since || a.username.localeCompare(b.username));
}
