import { createContext, useContext } from 'react';

const NO_NOTES: ReadonlyMap<string, string> = new Map();

/**
 * Words pinned on cards and key edges by node or key id, such as the simulator's "not reached" after
 * its path tests: the page provides it around MenuCanvas (cards and edges render inside the same React
 * tree). The editor pins none; an unchanged map re-renders nothing.
 */
export const CanvasNotesContext = createContext<ReadonlyMap<string, string>>(NO_NOTES);

export function useCanvasNote(id: string | null | undefined): string | undefined {
  const notes = useContext(CanvasNotesContext);
  return id == null ? undefined : notes.get(id);
}
