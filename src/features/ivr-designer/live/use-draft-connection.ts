import { useEffect, useSyncExternalStore } from 'react';
import type { Positions } from '../flow/flow-types';
import { prepareLayoutWorker, runLayout } from '../layout/run-layout';
import { editorStore } from '../store/editor-store';
import type { DraftConnection, LiveStatus } from './draft-connection';
import { acquireDraftConnection, peekDraftConnection, subscribeDraftConnections } from './draft-connections';

/** The live status of a connection, re-rendering on every change. */
export function useLiveStatus(connection: DraftConnection | null): LiveStatus | null {
  return useSyncExternalStore(
    (listener) => connection?.subscribe(listener) ?? (() => undefined),
    () => connection?.getStatus() ?? null,
  );
}

/** Holds this tab's connection to a tree's draft while the calling component shows. */
export function useHeldDraftConnection(treeId: string): DraftConnection | null {
  useEffect(() => acquireDraftConnection(treeId).release, [treeId]);
  return useSyncExternalStore(subscribeDraftConnections, () => peekDraftConnection(treeId));
}

/**
 * Opens the tree's shared draft in the editor: the connection is held while the page shows, the editor
 * store shows the document and writes into it. Ready once the server's copy arrived — or, offline, once
 * this browser's own copy is loaded. A menu never laid out is shown with an automatic layout that opening
 * does not write into the draft (the first edit does).
 */
export function useDraftConnection(treeId: string) {
  const connection = useHeldDraftConnection(treeId);
  const status = useLiveStatus(connection);
  const ready = Boolean(connection && status && connection.isReady());
  // A menu never laid out is laid out as soon as it arrives.
  useEffect(prepareLayoutWorker, []);
  useEffect(() => {
    if (!connection || !ready) return;
    const detach = editorStore.getState().attach(treeId, connection);
    const { menu, positions } = editorStore.getState();
    if (menu.nodes.length > 0 && Object.keys(positions).length === 0)
      void runLayout(menu).then((laidOut: Positions) => {
        if (editorStore.getState().treeId === treeId) editorStore.getState().placeInitially(laidOut);
      });
    return detach;
  }, [connection, ready, treeId]);
  return { connection, status, ready };
}
