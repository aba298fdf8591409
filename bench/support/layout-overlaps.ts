import type { IvrMenu } from '../../src/core/ivr/ivr-menu';
import en from '../../src/locales/en/ivr.json';
import vi from '../../src/locales/vi/ivr.json';
import { boxesOf, overlappingPairs } from '../../src/features/ivr-designer/layout/card-boxes';
import { layoutCards } from '../../src/features/ivr-designer/layout/layout-cards';
import { ELK_BUDGET_MS, engineFor } from '../../src/features/ivr-designer/layout/layout-engine';
import { layoutInputOf } from '../../src/features/ivr-designer/layout/layout-input';

/** The longest way either language writes a key: the label the layout must make room for. */
function longestLabel(key: string): string {
  const words =
    key === 'EMPTY_KEY'
      ? [vi.canvas.keyTimeout, en.canvas.keyTimeout]
      : key === 'INVALID_KEY'
        ? [vi.canvas.keyInvalid, en.canvas.keyInvalid]
        : [key];
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

export interface OverlapCount {
  cards: number;
  engine: string;
  ms: number;
  /** Pairs of cards drawn on one another, and cards or labels drawn over a key's label (at its largest). */
  cardPairs: number;
  labelPairs: number;
}

/**
 * Lays a menu out as a person's "tidy up" does (ELK, or the tree layout past ELK's size or time budget) and
 * counts what overlaps.
 */
export async function countOverlaps(menu: IvrMenu): Promise<OverlapCount> {
  const { cards, links, rootIds } = layoutInputOf(menu);
  let engine = engineFor(cards.length, 'tidy');
  let started = performance.now();
  let positions = await layoutCards(cards, links, rootIds, engine);
  if (engine === 'elk' && performance.now() - started > ELK_BUDGET_MS) {
    // Past the budget the canvas shows the tree layout instead: count that.
    engine = 'tree';
    started = performance.now();
    positions = await layoutCards(cards, links, rootIds, engine);
  }
  const ms = performance.now() - started;
  const boxes = boxesOf(
    cards,
    links.map((link) => ({ ...link, label: longestLabel(link.key) })),
    positions,
  );
  return {
    cards: cards.length,
    engine,
    ms,
    cardPairs: overlappingPairs(boxes.cards).length,
    labelPairs: overlappingPairs(boxes.cards, boxes.labels).length + overlappingPairs(boxes.labels).length,
  };
}
