import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { draftQueryOptions } from '../api/get-draft';
import { layoutQueryOptions } from '../api/get-layout';
import type { Positions } from '../flow/flow-types';
import { runLayout } from '../layout/run-layout';
import { editorStore, useEditorStore } from '../store/editor-store';

/**
 * Reads the tree's draft and layout fresh on every visit and copies them into the editor store, once.
 * A tree never laid out gets an automatic layout (in the worker) before it shows.
 */
export function useOpenDraft(treeId: string) {
  const draft = useQuery({ ...draftQueryOptions(treeId), staleTime: 0, gcTime: 0 });
  const layout = useQuery({ ...layoutQueryOptions(treeId), staleTime: 0, gcTime: 0 });
  const opened = useEditorStore((state) => state.treeId === treeId);
  const loaded =
    draft.data && layout.data && !draft.isFetching && !layout.isFetching ? draft.dataUpdatedAt : 0;

  useEffect(() => {
    if (!loaded || !draft.data || !layout.data) return;
    let cancelled = false;
    const { menu, revision } = draft.data;
    const stored: Positions = layout.data.positions;
    const open = (positions: Positions) => {
      if (!cancelled) editorStore.getState().openDraft(treeId, menu, positions, revision);
    };
    if (Object.keys(stored).length > 0 || menu.nodes.length === 0) open(stored);
    else void runLayout(menu).then(open);
    return () => {
      cancelled = true;
    };
    // Only a fresh answer reopens the editor (not a re-render with the same data).
  }, [loaded, treeId]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => () => editorStore.getState().closeDraft(), [treeId]);

  return { draft, layout, ready: opened, reload: () => void draft.refetch() };
}
