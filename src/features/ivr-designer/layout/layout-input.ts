import type { IvrMenu } from '../../../core/ivr/ivr-menu';
import { PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import { toFlow } from '../flow/to-flow';
import type { LayoutCard, LayoutLink } from './layout-cards';

/** What the layout needs of a menu: every card with its size, every edge's ends. */
export function layoutInputOf(menu: IvrMenu): {
  cards: LayoutCard[];
  links: LayoutLink[];
  rootIds: string[];
} {
  const flow = toFlow(menu, {});
  const cards = flow.nodes.map((node) => ({
    id: node.id,
    ...(node.type === 'prompt' ? PROMPT_SIZE : TARGET_SIZE),
  }));
  const links = flow.edges.map((edge) => ({ source: edge.source, target: edge.target }));
  return { cards, links, rootIds: menu.rootNodeId ? [menu.rootNodeId] : [] };
}
