import type { Positions, XY } from '../flow/flow-types';
import type { LayoutCard, LayoutLink } from './layout-cards';

/**
 * Room kept free left of a card for the labels of the keys arriving at it when nothing says how wide they
 * are (a card placed beside its node by hand). The layouts give each card its own strip
 * (`labelStripOf`), so no other card can sit where its key labels are drawn (canvas/key-edge.tsx).
 */
export const LABEL_RESERVE = 120;
/** Width of one character of a key label's 12px bold text, a little generous. */
export const LABEL_CHAR_WIDTH = 7.5;
export const LABEL_PADDING = { x: 6, y: 3 };
export const LABEL_TEXT_HEIGHT = 16;
export const LABEL_HEIGHT = LABEL_TEXT_HEIGHT + 2 * LABEL_PADDING.y;
/** Gap between a label's right end and the card it points to. */
export const LABEL_GAP = 10;
/**
 * How much a key label grows at most as the canvas zooms out (canvas/zoom-band.tsx): its 12 px text is still
 * 12 px on screen at zoom 0.3.
 */
export const LABEL_MAX_SCALE = 3.34;
const LABEL_MAX_HEIGHT = Math.ceil(LABEL_HEIGHT * LABEL_MAX_SCALE);
/** Vertical distance between two labels stacked beside one card: at their largest they still do not touch. */
export const SLOT_STEP = LABEL_MAX_HEIGHT + 6;

/**
 * The most characters a key's label takes: the timeout and invalid keys are words, in the longer of the two
 * languages ("không hợp lệ"); every other key is what it is ("1", "#").
 */
export const WORD_KEY_CHARS = 12;
const WORD_KEYS = new Set(['EMPTY_KEY', 'INVALID_KEY']);

function labelWidthOfChars(chars: number): number {
  return chars * LABEL_CHAR_WIDTH + 2 * LABEL_PADDING.x;
}

export function labelWidthOf(text: string): number {
  return labelWidthOfChars(text.length);
}

/**
 * How wide the strip left of a card must be for the labels of these keys arriving at it, each at its
 * largest (zoomed furthest out). A card reached by "1" needs little; one reached by a timeout, a lot.
 */
export function labelStripOf(keys: Iterable<string>): number {
  let widest = 0;
  for (const key of keys) {
    const chars = WORD_KEYS.has(key) ? WORD_KEY_CHARS : key.length;
    widest = Math.max(widest, labelWidthOfChars(chars) * LABEL_MAX_SCALE);
  }
  return Math.ceil(LABEL_GAP + widest);
}

/**
 * How much a label of this width may grow: never past the strip its own key is given (longer than planned
 * when a note is added to it).
 */
export function labelScaleLimit(width: number, key: string): number {
  return Math.min(LABEL_MAX_SCALE, Math.max(1, (labelStripOf([key]) - LABEL_GAP) / width));
}

/**
 * Where the n-th of the keys arriving at a card sits, from the card's middle: the labels are stacked one
 * step apart, centred on the card, however many there are.
 */
export function slotOffset(slot: number, slots: number): number {
  return (slot - (Math.max(1, slots) - 1) / 2) * SLOT_STEP;
}

/**
 * The height a card takes in a layout: its own, or more when the labels of the keys arriving at it stack
 * taller than it is. The card sits in the middle of that height.
 */
export function reservedHeight(card: { height: number; arrivals?: number }): number {
  const arrivals = Math.max(1, card.arrivals ?? 1);
  return Math.max(card.height, (arrivals - 1) * SLOT_STEP + LABEL_MAX_HEIGHT);
}

/** Where a key's label ends, just left of the card it arrives at (its line then bends into the card). */
export function arrivalPoint(card: { height: number }, at: XY, slot: number, slots: number): XY {
  return { x: at.x, y: at.y + card.height / 2 + slotOffset(slot, slots) };
}

export interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every card and every key label (at its largest) as rectangles, for checking a layout (tests and the benchmark). */
export function boxesOf(
  cards: readonly LayoutCard[],
  links: readonly (LayoutLink & { key: string; label: string; slot: number; slots: number })[],
  positions: Positions,
): { cards: Box[]; labels: Box[] } {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const cardBoxes = cards.map((card) => ({ ...card, ...(positions[card.id] as XY) }));
  const labels: Box[] = [];
  links.forEach((link, index) => {
    const card = byId.get(link.target);
    const at = positions[link.target];
    if (!card || !at) return;
    const end = arrivalPoint(card, at, link.slot, link.slots);
    // At the size it takes when the canvas is zoomed furthest out: the largest it is ever drawn.
    const scale = labelScaleLimit(labelWidthOf(link.label), link.key);
    const width = labelWidthOf(link.label) * scale;
    const height = LABEL_HEIGHT * scale;
    labels.push({ id: `label:${index}`, x: end.x - LABEL_GAP - width, y: end.y - height / 2, width, height });
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
