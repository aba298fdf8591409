import { onSignOut } from '@/lib/sign-out-hooks';
import { DraftConnection } from './draft-connection';

/** A connection stays open this long after its last user leaves: the versions page and the editor share it. */
const LINGER_MS = 60_000;

type Entry = { connection: DraftConnection; users: number; closing?: ReturnType<typeof setTimeout> };
const open = new Map<string, Entry>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Lets React follow which connections are open (useSyncExternalStore). */
export function subscribeDraftConnections(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open connection to a tree's draft, if this tab has one. */
export const peekDraftConnection = (treeId: string): DraftConnection | null =>
  open.get(treeId)?.connection ?? null;

/**
 * The one connection of this tab to a tree's draft. Pages that need the draft (the editor, the versions
 * page restoring a version) hold it while they show; the same document and undo history serve both.
 */
export function acquireDraftConnection(treeId: string): { connection: DraftConnection; release: () => void } {
  let entry = open.get(treeId);
  if (!entry) {
    entry = { connection: new DraftConnection(treeId), users: 0 };
    open.set(treeId, entry);
    changed();
  }
  clearTimeout(entry.closing);
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    connection: held.connection,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      // Closed already (signed out), and maybe opened again since: that newer connection is not this one's.
      if (held.users > 0 || open.get(treeId) !== held) return;
      held.closing = setTimeout(() => {
        open.delete(treeId);
        held.connection.destroy();
        changed();
      }, LINGER_MS);
    },
  };
}

/**
 * Signing out: every draft connection of this tab closes now (their local copies stay in IndexedDB), so
 * whoever signs in next in this tab opens a fresh one, not the last person's (refused, with their undo).
 */
export function closeAllDraftConnections(): void {
  for (const [treeId, entry] of open) {
    clearTimeout(entry.closing);
    entry.connection.destroy();
    open.delete(treeId);
  }
  changed();
}

onSignOut(closeAllDraftConnections);
