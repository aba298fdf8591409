import { useEffect } from 'react';
import { LAYOUT_MAX_POSITIONS } from '../../../core/api/ivr-designer-layout';
import { saveLayout } from '../api/save-layout';
import { editorStore } from '../store/editor-store';

const LAYOUT_SAVE_DELAY_MS = 1000;

/** Keeps the card positions in the BFF: saved a second after the last move, best effort. */
export function useLayoutAutosave(treeId: string) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const { positions } = editorStore.getState();
      const entries = Object.entries(positions).slice(0, LAYOUT_MAX_POSITIONS);
      // A lost layout save costs only card positions; the next move saves them again.
      saveLayout(treeId, { positions: Object.fromEntries(entries) }).catch(() => undefined);
    };
    const unsubscribe = editorStore.subscribe((state, previous) => {
      if (state.positions === previous.positions || state.treeId !== treeId) return;
      if (state.openCount !== previous.openCount) return;
      clearTimeout(timer);
      timer = setTimeout(flush, LAYOUT_SAVE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) {
        clearTimeout(timer);
        flush();
      }
    };
  }, [treeId]);
}
