import type { Positions, XY } from '../flow/flow-types';
import { PROMPT_SIZE } from '../flow/flow-types';

/** The first spot at or below `wanted` where a new card does not land on another card's corner. */
export function freeSpotNear(wanted: XY, positions: Positions): XY {
  const taken = Object.values(positions);
  const spot = { x: Math.round(wanted.x), y: Math.round(wanted.y) };
  for (let tries = 0; tries < 50; tries += 1) {
    const clash = taken.some(
      (at) => Math.abs(at.x - spot.x) < PROMPT_SIZE.width && Math.abs(at.y - spot.y) < PROMPT_SIZE.height,
    );
    if (!clash) break;
    spot.y += PROMPT_SIZE.height + 30;
  }
  return spot;
}

export interface FlowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A spot inside the visible part of the canvas where a new prompt card touches no other card (scanning
 * rows from the top left), or null when the view is full.
 */
export function freeSpotInView(view: FlowRect, positions: Positions, step = 40): XY | null {
  const taken = Object.values(positions);
  const margin = 20;
  for (let y = view.y + margin; y + PROMPT_SIZE.height <= view.y + view.height; y += step)
    for (let x = view.x + margin; x + PROMPT_SIZE.width <= view.x + view.width; x += step) {
      const clash = taken.some(
        (at) =>
          Math.abs(at.x - x) < PROMPT_SIZE.width + margin && Math.abs(at.y - y) < PROMPT_SIZE.height + margin,
      );
      if (!clash) return { x: Math.round(x), y: Math.round(y) };
    }
  return null;
}
