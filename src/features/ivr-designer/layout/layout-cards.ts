import type { Positions } from '../flow/flow-types';
import { elkLayout } from './elk-layout';
import { treeLayout } from './tree-layout';

export interface LayoutCard {
  id: string;
  width: number;
  height: number;
}
export interface LayoutLink {
  source: string;
  target: string;
}

export type LayoutEngine = 'elk' | 'tree';

/**
 * Past this many cards ELK's crossing reduction and node placement take longer than the second a person
 * waits for "tidy up" (1,000 nodes, about 2,100 cards, took about 3 s; measured in the benchmark): bigger
 * menus get the linear tree layout, as does any menu ELK does not finish within the time budget
 * (layout/run-layout.ts). Both place cards and key labels without overlaps.
 */
export const ELK_MAX_CARDS = 800;

/**
 * How long ELK may take (worker start included) before the tree layout lays the menu out instead: a safety
 * net for a slow machine, well above what menus within ELK_MAX_CARDS take.
 */
export const ELK_BUDGET_MS = 2500;

export function engineFor(cardCount: number): LayoutEngine {
  return cardCount > ELK_MAX_CARDS ? 'tree' : 'elk';
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
  if (engine === 'tree') return treeLayout(cards, links, rootIds);
  return elkLayout(cards, links, rootIds);
}
