import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the next frame: an animation frame runs just before the
 * paint, and a timer started from it fires just after. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** False until the component's first render has been painted, then true. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
