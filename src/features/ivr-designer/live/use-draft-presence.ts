import { useEffect, useEffectEvent, useState } from 'react';
import { draftPresenceSchema, type DraftPresence } from '@/core/api/ivr-draft-live';
import { editorStore } from '../store/editor-store';
import type { DraftConnection } from './draft-connection';

/** Which clients' awareness states an awareness `change` event concerns. */
type AwarenessChanges = { added: number[]; updated: number[]; removed: number[] };

/** Someone else in the draft, as their awareness state says. */
export type OtherEditor = DraftPresence & { clientId: number };

const COLORS = ['#c2255c', '#1971c2', '#2f9e44', '#e8590c', '#6741d9', '#0c8599', '#a61e4d', '#5c940d'];
/** One colour per person, the same on every screen. */
export function colorOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length]!;
}

/**
 * Shares who I am and what I have selected through the draft's awareness, while the calling component
 * shows (the editor's workspace).
 */
export function useSharedPresence(
  connection: DraftConnection | null,
  me: { id: string; name: string },
): void {
  useEffect(() => {
    if (!connection) return;
    const { awareness } = connection.provider;
    awareness.setLocalState({
      user: { id: me.id, name: me.name, color: colorOf(me.id) },
      selection: editorStore.getState().selection,
      cursor: null,
    } satisfies DraftPresence);
    const unsubscribe = editorStore.subscribe((state, previous) => {
      if (state.selection !== previous.selection) awareness.setLocalStateField('selection', state.selection);
    });
    return () => {
      unsubscribe();
      awareness.setLocalState(null);
    };
  }, [connection, me.id, me.name]);
}

/**
 * Everyone else in the draft, as their awareness says (one entry per person: a second tab of theirs adds
 * nothing). Their pointers change it up to 20 times a second: read it where it is drawn (the names in the
 * header, the pointers on the canvas), so that nothing else is drawn again with it. `pick` keeps only what
 * the caller draws (the header, their names): a change of the rest draws nothing again.
 */
export function useOtherEditors<Picked = OtherEditor[]>(
  connection: DraftConnection | null,
  myId: string,
  pick: (others: OtherEditor[]) => Picked = (others) => others as Picked,
): Picked {
  const [others, setOthers] = useState<Picked>(() => pick([]));
  // The caller's latest `pick`, read when the others change: a new one each render need not subscribe again.
  const pickLatest = useEffectEvent(pick);
  useEffect(() => {
    if (!connection) return;
    const { awareness } = connection.provider;
    const read = (changes?: AwarenessChanges) => {
      // My pointer and my selection change my own state alone (every 50 ms while the pointer moves):
      // there is nothing of the others to read again.
      const changed = changes ? [...changes.added, ...changes.updated, ...changes.removed] : [];
      if (changed.length > 0 && changed.every((clientId) => clientId === awareness.clientID)) return;
      const seen = new Set<string>();
      const found: OtherEditor[] = [];
      awareness.getStates().forEach((state, clientId) => {
        if (clientId === awareness.clientID) return;
        const parsed = draftPresenceSchema.safeParse(state);
        if (!parsed.success || parsed.data.user.id === myId || seen.has(parsed.data.user.id)) return;
        seen.add(parsed.data.user.id);
        found.push({ ...parsed.data, clientId });
      });
      // Another tab of mine, or a state that shows nothing new, keeps the list as it is.
      const picked = pickLatest(found);
      setOthers((previous) => (JSON.stringify(previous) === JSON.stringify(picked) ? previous : picked));
    };
    read();
    awareness.on('change', read);
    return () => awareness.off('change', read);
  }, [connection, myId]);
  return others;
}

/** Shares where my pointer is on the canvas (flow coordinates), at most every 50 ms. */
export function shareCursor(connection: DraftConnection | null) {
  let last = 0;
  return (cursor: { x: number; y: number } | null) => {
    if (!connection) return;
    const now = performance.now();
    if (cursor && now - last < 50) return;
    last = now;
    connection.provider.awareness.setLocalStateField('cursor', cursor);
  };
}
