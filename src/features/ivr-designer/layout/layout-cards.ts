import type { Positions } from '../flow/flow-types';
import { reservedHeight } from './card-boxes';
import { foldExitCards } from './fold-exit-cards';
import { ELK_DETAILED_MAX_CARDS, engineFor, type LayoutEngine } from './layout-engine';
import { treeLayout } from './tree-layout';

export interface LayoutCard {
  id: string;
  width: number;
  height: number;
  /** How many keys arrive at the card: their labels stack beside it (1 when left out). */
  arrivals?: number;
  /** Width kept free left of the card for those labels (`labelStripOf`; LABEL_RESERVE when left out). */
  strip?: number;
}
export interface LayoutLink {
  source: string;
  target: string;
}

/** ELK is 1.4 MB of code: loaded when a layout first needs it, so that a tree layout never waits for it. */
const loadElk = () => import('./elk-layout').then((module) => module.elkLayout);

/** ELK on a big menu's nodes, each carrying its exit cards (fold-exit-cards.ts). */
async function elkOnNodes(
  cards: readonly LayoutCard[],
  links: readonly LayoutLink[],
  rootIds: readonly string[],
): Promise<Positions> {
  const folded = foldExitCards(cards, links);
  const elkLayout = await loadElk();
  return folded.unfold(await elkLayout(folded.cards, folded.links, rootIds));
}

/**
 * Left-to-right layered layout of the cards (callers enter on the left and go right key by key), with room
 * for the key labels left of each card. Pure: the same cards and links give the same positions (top-left
 * corners, as React Flow wants them).
 */
export async function layoutCards(
  cards: readonly LayoutCard[],
  links: readonly LayoutLink[],
  rootIds: readonly string[] = [],
  engine: LayoutEngine = engineFor(cards.length),
): Promise<Positions> {
  // Each card is laid out as tall as the labels stacked beside it, then sits in the middle of that height.
  const reserved = cards.map((card) => ({ ...card, height: reservedHeight(card) }));
  const placed =
    engine === 'tree'
      ? treeLayout(reserved, links, rootIds)
      : reserved.length > ELK_DETAILED_MAX_CARDS
        ? await elkOnNodes(reserved, links, rootIds)
        : await (await loadElk())(reserved, links, rootIds);
  const positions: Positions = {};
  reserved.forEach((box, index) => {
    const at = placed[box.id];
    const card = cards[index];
    if (at && card) positions[box.id] = { x: at.x, y: Math.round(at.y + (box.height - card.height) / 2) };
  });
  return positions;
}
