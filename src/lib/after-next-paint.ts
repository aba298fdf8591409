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

/**
 * False until the component's first render has been painted, then true; always true when `wait` is false
 * (no frame is waited for, and no second render made).
 */
export function useAfterFirstPaint(wait = true): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => (wait ? afterNextPaint(() => setPainted(true)) : undefined), [wait]);
  return painted || !wait;
}
