import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children in a background render once the part above them has been drawn: the page's heading
 * and intro (what a person reads first, and the page's largest text) go to the screen in a short render,
 * and the filters and tables below come in steps React can split with the browser's turn between them,
 * rather than in one render that held a phone's page for half a second before anything showed.
 */
export function DrawnAfterPaint({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn ? children : null;
}
