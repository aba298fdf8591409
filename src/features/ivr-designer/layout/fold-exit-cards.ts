import type { Positions } from '../flow/flow-types';
import { LABEL_RESERVE } from './card-boxes';
import type { LayoutCard, LayoutLink } from './layout-cards';

/** Between a node and the column of its exit cards' label strips; between two exit cards. */
const COLUMN_GAP = 48;
const ROW_GAP = 24;

interface Group {
  node: LayoutCard;
  exits: LayoutCard[];
  /** From the node's left edge to the exit cards' left edges. */
  exitsX: number;
  columnHeight: number;
  height: number;
}

/**
 * A big menu's exit cards (a queue, a forward, a hang-up: one key arrives, nothing leaves) ride with the node
 * their key leaves from, in a column just right of it, so that ELK lays out the nodes alone: half the cards
 * or less, and well under half the time on 1,000 nodes. `unfold` turns the groups' places back into every
 * card's. Cards and links are as `layoutCards` gives them (heights already include the label stacks).
 */
export function foldExitCards(
  cards: readonly LayoutCard[],
  links: readonly LayoutLink[],
): { cards: LayoutCard[]; links: LayoutLink[]; unfold: (placed: Positions) => Positions } {
  const leaving = new Map<string, number>();
  const arriving = new Map<string, LayoutLink[]>();
  for (const link of links) {
    leaving.set(link.source, (leaving.get(link.source) ?? 0) + 1);
    const here = arriving.get(link.target);
    if (here) here.push(link);
    else arriving.set(link.target, [link]);
  }
  const byId = new Map(cards.map((card) => [card.id, card]));
  const exitsOf = new Map<string, LayoutCard[]>();
  for (const card of cards) {
    const arrivals = arriving.get(card.id) ?? [];
    const source = arrivals[0]?.source;
    if (arrivals.length !== 1 || leaving.has(card.id) || !source || source === card.id || !byId.has(source))
      continue;
    const exits = exitsOf.get(source);
    if (exits) exits.push(card);
    else exitsOf.set(source, [card]);
  }
  const folded = new Set([...exitsOf.values()].flat().map((card) => card.id));
  const groups = new Map<string, Group>();
  const groupCards = cards
    .filter((card) => !folded.has(card.id))
    .map((node) => {
      const exits = exitsOf.get(node.id) ?? [];
      if (exits.length === 0) return node;
      const exitStrip = Math.max(...exits.map((exit) => exit.strip ?? LABEL_RESERVE));
      const exitsX = node.width + COLUMN_GAP + exitStrip;
      const columnHeight = exits.reduce((sum, exit) => sum + exit.height, 0) + (exits.length - 1) * ROW_GAP;
      const height = Math.max(node.height, columnHeight);
      groups.set(node.id, { node, exits, exitsX, columnHeight, height });
      return { ...node, width: exitsX + Math.max(...exits.map((exit) => exit.width)), height };
    });
  const kept = new Set(groupCards.map((card) => card.id));
  const unfold = (placed: Positions): Positions => {
    const positions: Positions = { ...placed };
    for (const { node, exits, exitsX, columnHeight, height } of groups.values()) {
      const at = placed[node.id];
      if (!at) continue;
      positions[node.id] = { x: at.x, y: Math.round(at.y + (height - node.height) / 2) };
      let y = at.y + (height - columnHeight) / 2;
      for (const exit of exits) {
        positions[exit.id] = { x: at.x + exitsX, y: Math.round(y) };
        y += exit.height + ROW_GAP;
      }
    }
    return positions;
  };
  return {
    cards: groupCards,
    links: links.filter((link) => kept.has(link.source) && kept.has(link.target)),
    unfold,
  };
}
