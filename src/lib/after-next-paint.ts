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

/** Longest wait for an idle moment: a busy page still gets what was put off within this time. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `callback` once the next frame has been painted and the page's own work after it is done (the
 * browser is idle, or a second has passed). Where the browser has no idle callbacks, just after the paint.
 */
export function afterPaintWhenIdle(callback: () => void): () => void {
  let idle = 0;
  const cancelPaint = afterNextPaint(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else callback();
  });
  return () => {
    cancelPaint();
    if (idle) window.cancelIdleCallback(idle);
  };
}

/**
 * False until the component's first render has been painted (and, with `when: 'idle'`, the page's work
 * after that paint is done), then true; always true when `wait` is false (no frame is waited for, and no
 * second render made).
 */
export function useAfterFirstPaint(wait = true, when: 'painted' | 'idle' = 'painted'): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (!wait) return undefined;
    const after = when === 'idle' ? afterPaintWhenIdle : afterNextPaint;
    return after(() => setPainted(true));
  }, [wait, when]);
  return painted || !wait;
}
