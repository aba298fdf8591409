import type { Positions } from '../flow/flow-types';
import { LABEL_RESERVE } from './card-boxes';
import type { LayoutCard, LayoutLink } from './layout-cards';

/** Between a column's widest card and the label strip of the next column. */
const COLUMN_GAP = 48;
const ROW_GAP = 24;

/** Roots first in the order given, then cards nothing leads to, then whatever a loop left unreached. */
function rootOrder(cards: readonly LayoutCard[], links: readonly LayoutLink[], rootIds: readonly string[]) {
  const reached = new Set(links.map((link) => link.target));
  return [
    ...rootIds,
    ...cards.filter((card) => !reached.has(card.id)).map((card) => card.id),
    ...cards.map((card) => card.id),
  ];
}

/**
 * A left-to-right tree layout in linear time, for menus too big for dagre's crossing reduction: each card
 * sits one column right of the card that first reaches it (breadth first from the root), each subtree
 * takes its own band of rows, and a parent sits at the middle of its children; each column starts with the
 * strip where the labels of the keys arriving at its cards are drawn. Links back to a card
 * already placed (loops, shared targets) are drawn but do not move it.
 */
export function treeLayout(
  cards: readonly LayoutCard[],
  links: readonly LayoutLink[],
  rootIds: readonly string[] = [],
): Positions {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const outgoing = new Map<string, string[]>();
  for (const link of links) {
    if (!byId.has(link.source) || !byId.has(link.target)) continue;
    const list = outgoing.get(link.source) ?? [];
    list.push(link.target);
    outgoing.set(link.source, list);
  }
  // Reduced, not spread: a spread of thousands of arguments can overflow the stack.
  const widest = cards.reduce((most, card) => Math.max(most, card.width), 0);
  const widestStrip = cards.reduce((most, card) => Math.max(most, card.strip ?? LABEL_RESERVE), 0);
  const columnWidth = widestStrip + widest + COLUMN_GAP;
  const children = new Map<string, string[]>();
  const depth = new Map<string, number>();
  const roots: string[] = [];
  for (const rootId of rootOrder(cards, links, rootIds)) {
    if (depth.has(rootId) || !byId.has(rootId)) continue;
    roots.push(rootId);
    depth.set(rootId, 0);
    const queue = [rootId];
    for (let head = 0; head < queue.length; head += 1) {
      const id = queue[head] as string;
      const own: string[] = [];
      for (const target of outgoing.get(id) ?? []) {
        if (depth.has(target)) continue;
        depth.set(target, (depth.get(id) ?? 0) + 1);
        own.push(target);
        queue.push(target);
      }
      children.set(id, own);
    }
  }
  const positions: Positions = {};
  let cursor = 0;
  // Post-order without recursion (a deep menu would overflow the stack): leaves take the next rows.
  const place = (rootId: string) => {
    const stack: { id: string; next: number }[] = [{ id: rootId, next: 0 }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as { id: string; next: number };
      const own = children.get(frame.id) ?? [];
      if (frame.next < own.length) {
        stack.push({ id: own[frame.next] as string, next: 0 });
        frame.next += 1;
        continue;
      }
      stack.pop();
      const card = byId.get(frame.id) as LayoutCard;
      const x = (depth.get(frame.id) ?? 0) * columnWidth + widestStrip;
      const first = own[0] !== undefined ? positions[own[0]] : undefined;
      const last = own.at(-1) !== undefined ? positions[own.at(-1) as string] : undefined;
      if (first && last) {
        const lastCard = byId.get(own.at(-1) as string) as LayoutCard;
        const middle = (first.y + last.y + lastCard.height) / 2;
        const y = Math.round(Math.max(middle - card.height / 2, first.y));
        positions[frame.id] = { x, y };
        cursor = Math.max(cursor, y + card.height + ROW_GAP);
      } else {
        positions[frame.id] = { x, y: cursor };
        cursor += card.height + ROW_GAP;
      }
    }
  };
  for (const rootId of roots) place(rootId);
  return positions;
}
