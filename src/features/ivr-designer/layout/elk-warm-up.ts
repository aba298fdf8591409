import { elkLayout } from './elk-layout';
import type { LayoutCard, LayoutLink } from './layout-cards';

const WARM_UP_CARDS = 150;
const WARM_UP_RUNS = 3;

/** A menu-shaped graph: menus of three keys each, every seventh card leading back to the root. */
function warmUpGraph(): { cards: LayoutCard[]; links: LayoutLink[] } {
  const cards = Array.from({ length: WARM_UP_CARDS }, (_, index) => ({
    id: `warm-${index}`,
    width: 260,
    height: 120,
  }));
  const links: LayoutLink[] = [];
  for (let index = 1; index < WARM_UP_CARDS; index += 1) {
    links.push({ source: `warm-${Math.floor((index - 1) / 3)}`, target: `warm-${index}` });
    if (index % 7 === 0) links.push({ source: `warm-${index}`, target: 'warm-0' });
  }
  return { cards, links };
}

/**
 * ELK is compiled Java: its first layout in a fresh worker runs unoptimised and took about twice as long as
 * the next ones on 2,000 cards. Laying out a small graph a few times beforehand lets the engine optimise the
 * hot paths, so that the person who then tidies a big menu up does not pay for it.
 */
export async function warmUpElk(): Promise<void> {
  const { cards, links } = warmUpGraph();
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await elkLayout(cards, links, ['warm-0']);
}
