import { arrivingKeysOf } from '../flow/arriving-keys';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import { toFlow } from '../flow/to-flow';
import { labelStripOf } from './card-boxes';
import type { LayoutCard, LayoutLink } from './layout-cards';

/** Sizes the canvas measured, by flow id; cards not drawn yet take their planned size. */
export type MeasuredSizes = ReadonlyMap<string, { width: number; height: number }>;

/** A link with what its label shows (the key as stored) and its place among the keys arriving at its card. */
export interface LabelledLink extends LayoutLink {
  key: string;
  slot: number;
  slots: number;
}

/** What the layout needs of a menu: every card with its size, every edge's ends. */
export function layoutInputOf(
  menu: IvrMenu,
  measured: MeasuredSizes = new Map(),
): {
  cards: LayoutCard[];
  links: LabelledLink[];
  rootIds: string[];
} {
  const flow = toFlow(menu, {});
  const arriving = arrivingKeysOf(flow.edges);
  const cards = flow.nodes.map((node) => {
    const planned = node.type === 'prompt' ? PROMPT_SIZE : TARGET_SIZE;
    const size = measured.get(node.id);
    // Never smaller than planned: a card measured while zoomed out may show less than it will up close.
    return {
      id: node.id,
      width: Math.max(planned.width, Math.ceil(size?.width ?? 0)),
      height: Math.max(planned.height, Math.ceil(size?.height ?? 0)),
      arrivals: arriving.get(node.id)?.length ?? 0,
      strip: labelStripOf(arriving.get(node.id) ?? []),
    };
  });
  const links = flow.edges.map((edge) => ({
    source: edge.source,
    target: edge.target,
    key: edge.data?.key.key ?? '',
    slot: edge.data?.slot ?? 0,
    slots: edge.data?.slots ?? 1,
  }));
  return { cards, links, rootIds: menu.rootNodeId ? [menu.rootNodeId] : [] };
}
