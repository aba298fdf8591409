import type { Positions } from '../flow/flow-types';
import { LABEL_RESERVE } from './card-boxes';
import type { LayoutCard, LayoutLink } from './layout-cards';

/**
 * How a key leading back (to the menu, to an earlier node) runs around the cards: out of its node to the
 * right, up to a lane above every card between the two ends, left along it, and down beside the card it
 * leads to. The canvas draws it through these three coordinates (canvas/key-edge.tsx).
 */
export interface BackRoute {
  exitX: number;
  laneY: number;
  entryX: number;
}

/** Between a route and the cards it passes; between the lanes of two routes. */
const ROUTE_GAP = 24;
const LANE_STEP = 10;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const spans = (box: Box, from: number, to: number) => box.top < to && box.bottom > from;

/**
 * The first x from `start`, stepping in `direction`, whose vertical run from `top` to `bottom` keeps clear
 * of every box.
 */
function clearRun(
  boxes: readonly Box[],
  start: number,
  top: number,
  bottom: number,
  direction: 1 | -1,
): number {
  const inTheWay = boxes.filter((box) => spans(box, top, bottom));
  let x = start;
  for (let blocked = true; blocked;) {
    const hit = inTheWay.find((box) => box.left - ROUTE_GAP / 2 < x && x < box.right + ROUTE_GAP / 2);
    blocked = hit !== undefined;
    if (hit) x = direction === 1 ? hit.right + ROUTE_GAP : hit.left - ROUTE_GAP;
  }
  return x;
}

/** Above every box that reaches into the columns from `left` to `right`. */
function laneAbove(boxes: readonly Box[], left: number, right: number, start: number): number {
  let top = start;
  for (const box of boxes) if (box.left < right && box.right > left) top = Math.min(top, box.top);
  return top - ROUTE_GAP;
}

/**
 * Routes for the links that lead back: to a card that does not lie right of the one they leave. A card's
 * box includes the strip left of it where the labels of its keys are drawn. Pure: positions are top-left
 * corners, as the layouts give them.
 */
export function backRoutes(
  cards: readonly LayoutCard[],
  links: readonly (LayoutLink & { id: string })[],
  positions: Positions,
): Map<string, BackRoute> {
  const boxes = new Map<string, Box>();
  for (const card of cards) {
    const at = positions[card.id];
    if (!at) continue;
    const strip = card.strip ?? LABEL_RESERVE;
    boxes.set(card.id, {
      left: at.x - strip,
      right: at.x + card.width,
      top: at.y,
      bottom: at.y + card.height,
    });
  }
  const all = [...boxes.values()];
  const routes = new Map<string, BackRoute>();
  for (const link of links) {
    const from = boxes.get(link.source);
    const to = boxes.get(link.target);
    if (!from || !to || link.source === link.target || to.left >= from.right) continue;
    const fromMiddle = (from.top + from.bottom) / 2;
    const toMiddle = (to.top + to.bottom) / 2;
    let exitX = from.right + ROUTE_GAP;
    let entryX = to.left - ROUTE_GAP;
    let laneY = laneAbove(all, entryX, exitX, Math.min(from.top, to.top));
    // Moving a run sideways past a card can widen the stretch the lane must clear: settle in a few rounds.
    for (let round = 0; round < 3; round += 1) {
      exitX = clearRun(all, from.right + ROUTE_GAP, laneY, fromMiddle, 1);
      entryX = clearRun(all, to.left - ROUTE_GAP, laneY, toMiddle, -1);
      laneY = laneAbove(all, entryX, exitX, Math.min(from.top, to.top));
    }
    routes.set(link.id, { exitX, laneY: laneY - (routes.size % 6) * LANE_STEP, entryX });
  }
  return routes;
}
