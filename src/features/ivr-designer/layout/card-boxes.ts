import type { Positions, XY } from '../flow/flow-types';
import type { LayoutCard, LayoutLink } from './layout-cards';

/**
 * Room kept free left of every card for the labels of the keys arriving at it: the layouts place a card with
 * this margin, so no other card can sit where its key labels are drawn (canvas/key-edge.tsx).
 */
export const LABEL_RESERVE = 120;
/** Width of one character of a key label's 12px bold text, a little generous. */
export const LABEL_CHAR_WIDTH = 7.5;
export const LABEL_PADDING = { x: 6, y: 3 };
export const LABEL_TEXT_HEIGHT = 16;
export const LABEL_HEIGHT = LABEL_TEXT_HEIGHT + 2 * LABEL_PADDING.y;
/** Gap between a label's right end and the card it points to. */
export const LABEL_GAP = 10;
/** Vertical distance between two labels stacked beside one card. */
const SLOT_STEP = 40;

export function labelWidthOf(text: string): number {
  return text.length * LABEL_CHAR_WIDTH + 2 * LABEL_PADDING.x;
}

/**
 * Where the n-th key arriving at a card ends (0 at the card's middle, then alternately above and below),
 * kept within the card's height so a label never leaves its reserved strip.
 */
export function slotOffset(slot: number, cardHeight: number): number {
  const room = Math.max(0, Math.floor((cardHeight - LABEL_HEIGHT) / 2 / SLOT_STEP));
  const slots = 2 * room + 1;
  const wrapped = slot % slots;
  const step = Math.ceil(wrapped / 2);
  return (wrapped % 2 === 1 ? -1 : 1) * step * SLOT_STEP;
}

/** The point where a key's line meets the card it arrives at (the label's right end sits just left of it). */
export function arrivalPoint(card: { width: number; height: number }, at: XY, slot: number): XY {
  return { x: at.x, y: at.y + card.height / 2 + slotOffset(slot, card.height) };
}

export interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every card and every key label as rectangles, for checking a layout (tests and the benchmark). */
export function boxesOf(
  cards: readonly LayoutCard[],
  links: readonly (LayoutLink & { label: string; slot: number })[],
  positions: Positions,
): { cards: Box[]; labels: Box[] } {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const cardBoxes = cards.map((card) => ({ ...card, ...(positions[card.id] as XY) }));
  const labels: Box[] = [];
  links.forEach((link, index) => {
    const card = byId.get(link.target);
    const at = positions[link.target];
    if (!card || !at) return;
    const end = arrivalPoint(card, at, link.slot);
    const width = labelWidthOf(link.label);
    labels.push({
      id: `label:${index}`,
      x: end.x - LABEL_GAP - width,
      y: end.y - LABEL_HEIGHT / 2,
      width,
      height: LABEL_HEIGHT,
    });
  });
  return { cards: cardBoxes, labels };
}

/** Pairs of rectangles that overlap (touching edges do not count), by a sweep over x. */
export function overlappingPairs(first: readonly Box[], second: readonly Box[] = first): string[] {
  const same = first === second;
  const tagged = [
    ...first.map((box) => ({ box, side: 0 })),
    ...(same ? [] : second.map((box) => ({ box, side: 1 }))),
  ].sort((a, b) => a.box.x - b.box.x);
  const found: string[] = [];
  let active: typeof tagged = [];
  for (const item of tagged) {
    active = active.filter((other) => other.box.x + other.box.width > item.box.x);
    for (const other of active) {
      if (!same && other.side === item.side) continue;
      const apart =
        item.box.y + item.box.height <= other.box.y || other.box.y + other.box.height <= item.box.y;
      if (!apart) found.push(`${other.box.id}/${item.box.id}`);
    }
    active.push(item);
  }
  return found;
}
