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
