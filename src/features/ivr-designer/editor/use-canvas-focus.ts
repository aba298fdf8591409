import { useStoreApi } from '@xyflow/react';
import { useCallback, useEffect } from 'react';
import { elementIdOfDrawn, focusDrawn } from './canvas-focus';

/** Puts keyboard focus on the card or edge of a node or key id. */
export function useCanvasFocus() {
  const flow = useStoreApi();
  return useCallback(
    (id: string) => {
      const root = flow.getState().domNode;
      if (root) focusDrawn(root, id);
    },
    [flow],
  );
}

/**
 * While the keyboard is on the canvas (or nowhere, after the focused card was deleted), it follows the
 * selection: arrows, paste, a new node. Focus elsewhere (a form, the search) is left where it is.
 */
export function useFocusFollowsSelection(selection: readonly string[]) {
  const flow = useStoreApi();
  useEffect(() => {
    const root = flow.getState().domNode;
    const first = selection[0];
    const active = document.activeElement;
    if (!root || first === undefined || !active) return;
    if (active !== document.body && !root.contains(active)) return;
    const focused = elementIdOfDrawn(active);
    if (focused !== null && selection.includes(focused)) return;
    return focusDrawn(root, first);
  }, [flow, selection]);
}
