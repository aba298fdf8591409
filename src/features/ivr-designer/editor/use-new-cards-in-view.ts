import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import type { Positions } from '../flow/flow-types';
import { keyIdOfTarget, PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';

/** A few cards at once are a person's edit; more are a load or an import, which keep the view. */
const MOST_NEW_CARDS = 3;
const MARGIN = 24;

/**
 * Pans the canvas just enough that a card just added (a new node, a new exit) out of sight comes into view.
 * A card whose corner is already in view stays put: it went where the person is looking (a node dropped at
 * the end of a drag lands under the pointer, not a pan away from it).
 */
export function useNewCardsInView(positions: Positions) {
  const flow = useReactFlow();
  const store = useStoreApi();
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    const before = known.current;
    known.current = new Set(Object.keys(positions));
    if (!before || before.size === 0) return;
    const added = Object.keys(positions).filter((id) => !before.has(id));
    if (added.length === 0 || added.length > MOST_NEW_CARDS) return;
    const { width, height, transform } = store.getState();
    const [vx, vy, zoom] = transform;
    let dx = 0;
    let dy = 0;
    for (const id of added) {
      const at = positions[id];
      if (!at) continue;
      const size = keyIdOfTarget(id) ? TARGET_SIZE : PROMPT_SIZE;
      const left = at.x * zoom + vx;
      const top = at.y * zoom + vy;
      const right = left + size.width * zoom;
      const bottom = top + size.height * zoom;
      if (left >= 0 && top >= 0 && left < width && top < height) continue;
      if (right + MARGIN > width) dx = Math.min(dx, width - MARGIN - right);
      if (bottom + MARGIN > height) dy = Math.min(dy, height - MARGIN - bottom);
      if (left + dx < MARGIN) dx = MARGIN - left;
      if (top + dy < MARGIN) dy = MARGIN - top;
    }
    if (dx !== 0 || dy !== 0) void flow.setViewport({ x: vx + dx, y: vy + dy, zoom }, { duration: 200 });
  }, [flow, store, positions]);
}
