import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { Positions } from '../flow/flow-types';
import { LABEL_RESERVE } from './card-boxes';
import type { LayoutCard, LayoutLink } from './layout-cards';
import { ELK_DETAILED_MAX_CARDS } from './layout-engine';

const elk = new ELK();

/**
 * ELK's layered algorithm, left to right: callers enter at the root on the left and go right key by key;
 * keys that lead back (to the menu, or "repeat") are the cycles it turns around. Each card is given the
 * strip for its key labels on its left, so neither cards nor labels can land on one another.
 */
const OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
  'elk.spacing.componentComponent': '48',
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  // Keeping the model's order made 300 nodes take 30 s; one pass of crossing reduction is enough for menus,
  // which are trees with a few loops, and keeps 1,000 nodes near a second.
  'elk.layered.thoroughness': '1',
  // Routes are drawn by the canvas; ELK's are not read, so the cheapest router will do.
  'elk.edgeRouting': 'POLYLINE',
  'elk.padding': '[top=20,left=20,bottom=20,right=20]',
};

/**
 * For big menus: Brandes-Köpf placement (four alignments balanced) was half of ELK's time on 2,000 cards; one
 * pass of the simple placement keeps layers and order, with 0 overlaps, and a narrower drawing.
 */
const BIG_MENU_OPTIONS = { ...OPTIONS, 'elk.layered.nodePlacement.strategy': 'SIMPLE' };

const stripOf = (card: LayoutCard) => card.strip ?? LABEL_RESERVE;

/** Roots first, in the order given, so the depth-first cycle breaking starts from the caller's entry. */
function ordered(cards: readonly LayoutCard[], rootIds: readonly string[]): LayoutCard[] {
  const roots = new Set(rootIds);
  return [...cards.filter((card) => roots.has(card.id)), ...cards.filter((card) => !roots.has(card.id))];
}

/** Pure apart from time: the same cards and links give the same positions (top-left corners). */
export async function elkLayout(
  cards: readonly LayoutCard[],
  links: readonly LayoutLink[],
  rootIds: readonly string[] = [],
): Promise<Positions> {
  const ids = new Set(cards.map((card) => card.id));
  const roots = new Set(rootIds);
  const graph: ElkNode = {
    id: 'menu',
    layoutOptions: cards.length > ELK_DETAILED_MAX_CARDS ? BIG_MENU_OPTIONS : OPTIONS,
    children: ordered(cards, rootIds).map((card) => ({
      id: card.id,
      width: card.width + stripOf(card),
      height: card.height,
      ...(roots.has(card.id) && { layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' } }),
    })),
    // A card's own loop ("press 9 to hear again") changes nothing in the layout.
    edges: links
      .filter((link) => link.source !== link.target && ids.has(link.source) && ids.has(link.target))
      .map((link, index) => ({ id: `e${index}`, sources: [link.source], targets: [link.target] })),
  };
  const placed = await elk.layout(graph);
  const strips = new Map(cards.map((card) => [card.id, stripOf(card)]));
  const positions: Positions = {};
  for (const child of placed.children ?? [])
    positions[child.id] = {
      x: Math.round((child.x ?? 0) + (strips.get(child.id) ?? LABEL_RESERVE)),
      y: Math.round(child.y ?? 0),
    };
  return positions;
}
