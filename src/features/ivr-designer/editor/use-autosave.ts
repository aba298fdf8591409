import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { saveDraft } from '../api/save-draft';
import { editorStore } from '../store/editor-store';

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; error: unknown }
  /** Someone saved a newer revision (another window or person): this editor must reload first. */
  | { kind: 'conflict' };

/** Waits this long after the last edit, so a burst of edits is one save. */
const SAVE_DELAY_MS = 700;

/** Saves the draft after every edit (debounced, one save in flight at a time, on the right revision). */
export function useAutosave(treeId: string) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'saved' });
  const flushRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let again = false;
    let blocked = false;
    const flush = async () => {
      clearTimeout(timer);
      if (blocked) return;
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      setStatus({ kind: 'saving' });
      const { menu, revision } = editorStore.getState();
      try {
        const saved = await saveDraft(treeId, { menu, revision });
        editorStore.getState().markSaved(saved.revision);
        setStatus(again ? { kind: 'pending' } : { kind: 'saved' });
      } catch (error) {
        again = false;
        if (isApiError(error) && error.status === 409) {
          blocked = true;
          setStatus({ kind: 'conflict' });
        } else setStatus({ kind: 'failed', error });
      } finally {
        inFlight = false;
        if (again) {
          again = false;
          void flush();
        }
      }
    };
    flushRef.current = () => void flush();
    const unsubscribe = editorStore.subscribe((state, previous) => {
      if (state.openCount !== previous.openCount) {
        blocked = false;
        clearTimeout(timer);
        setStatus({ kind: 'saved' });
        return;
      }
      if (state.menu === previous.menu || state.treeId !== treeId || blocked) return;
      setStatus({ kind: 'pending' });
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), SAVE_DELAY_MS);
    });
    return () => {
      unsubscribe();
      // Leaving with an edit not saved yet: send it now rather than lose it.
      if (timer !== undefined && !blocked) {
        clearTimeout(timer);
        void flush();
      }
    };
  }, [treeId]);

  const retry = useCallback(() => flushRef.current(), []);
  return { status, retry };
}
