import { useDeferredValue, type ReactNode } from 'react';

/**
 * Draws its children in a background render after the part above them is in the page: the page's heading
 * and introduction (what a person reads first, and its largest text) come in a short render, and the
 * filters and tables below in steps React splits with the browser's turn, and its paints, between them,
 * rather than in one render that held a phone's page for half a second before anything showed. (A deferred
 * value's first render takes its initial value, and React renders the real one in the background.)
 */
export function DrawnAfterPaint({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : null;
}
