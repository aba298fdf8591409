import { useEffect } from 'react';
import { warmUpTidyLayout } from '../layout/run-layout';
import { editorStore, useEditorStore } from '../store/editor-store';

/**
 * How long after the menu is drawn its tidy-up engine is made ready. ELK's compilation and warm-up take a
 * core for a second or two: started as the menu appeared, they slowed a 500-node menu's first drawing from
 * 1.1 to 1.9 s on two cores, and started 1.5 s after it, the drawing of the next menu opened (1.5 s).
 */
const WARM_UP_AFTER_SHOWN_MS = 3000;

/** Makes the tidy-up's engine ready a moment after the menu is on screen, for someone who may edit it. */
export function useTidyWarmUp(readOnly: boolean): void {
  const shown = useEditorStore((state) => state.treeId !== null && !state.placing);
  useEffect(() => {
    if (!shown || readOnly) return;
    const timer = setTimeout(() => warmUpTidyLayout(editorStore.getState().menu), WARM_UP_AFTER_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown, readOnly]);
}
