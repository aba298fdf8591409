import type { Positions } from '../flow/flow-types';

/**
 * A layout's places as the worker sends them: x and y of each card, in the order the cards were asked,
 * NaN for a card left without a place. A typed array is handed over to the page without a copy; the same
 * places as an object of 2,700 entries took the page 9 ms to read back (its one long task after a tidy-up).
 */
export function packPlaces(ids: readonly { id: string }[], positions: Positions): Float64Array {
  const places = new Float64Array(ids.length * 2).fill(Number.NaN);
  ids.forEach(({ id }, index) => {
    const at = positions[id];
    if (!at) return;
    places[2 * index] = at.x;
    places[2 * index + 1] = at.y;
  });
  return places;
}

/** The places back by card id; cards without one are left out. */
export function unpackPlaces(ids: readonly { id: string }[], places: Float64Array): Positions {
  const positions: Positions = {};
  ids.forEach(({ id }, index) => {
    const x = places[2 * index];
    const y = places[2 * index + 1];
    if (x !== undefined && y !== undefined && !Number.isNaN(x) && !Number.isNaN(y)) positions[id] = { x, y };
  });
  return positions;
}
