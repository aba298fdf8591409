import { Graph, layout } from '@dagrejs/dagre';
import type { Positions } from '../flow/flow-types';
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

/**
 * dagre reduces crossings well but slows past a few hundred cards (1.5 s for 400 cards, 7 s for 2,400, measured in
 * Node); bigger menus get the linear tree layout instead.
 */
const DAGRE_MAX_CARDS = 200;

/**
 * Left-to-right layered layout of the cards (callers enter on the left and go right key by key).
 * Pure: the same cards and links give the same positions (top-left corners, as React Flow wants them).
 */
export function layoutCards(
  cards: readonly LayoutCard[],
  links: readonly LayoutLink[],
  rootIds: readonly string[] = [],
): Positions {
  if (cards.length > DAGRE_MAX_CARDS) return treeLayout(cards, links, rootIds);
  const graph = new Graph({ multigraph: true });
  graph.setGraph({
    rankdir: 'LR',
    nodesep: 28,
    ranksep: 90,
    marginx: 20,
    marginy: 20,
  });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const card of cards) graph.setNode(card.id, { width: card.width, height: card.height });
  links.forEach((link, index) => {
    if (graph.hasNode(link.source) && graph.hasNode(link.target))
      graph.setEdge(link.source, link.target, {}, String(index));
  });
  layout(graph);
  const positions: Positions = {};
  for (const card of cards) {
    // dagre leaves the centre of each node in its label.
    const placed = graph.node(card.id) as { x: number; y: number };
    positions[card.id] = {
      x: Math.round(placed.x - card.width / 2),
      y: Math.round(placed.y - card.height / 2),
    };
  }
  return positions;
}
