import { describe, expect, it } from 'vitest';
import en from '@/locales/en/ivr.json';
import vi from '@/locales/vi/ivr.json';
import { generatedMenu, sampleMenu } from '../test-support/menu-fixture';
import { randomMenu } from '../test-support/random-menu';
import { boxesOf, labelStripOf, overlappingPairs, WORD_KEY_CHARS } from './card-boxes';
import { layoutCards } from './layout-cards';
import { engineFor, type LayoutEngine } from './layout-engine';
import { layoutInputOf } from './layout-input';

/** The longest way either language writes a key: the label the layout must make room for. */
function longestLabel(key: string): string {
  if (key === 'EMPTY_KEY')
    return [vi.canvas.keyTimeout, en.canvas.keyTimeout].sort((a, b) => b.length - a.length)[0] ?? '';
  if (key === 'INVALID_KEY')
    return [vi.canvas.keyInvalid, en.canvas.keyInvalid].sort((a, b) => b.length - a.length)[0] ?? '';
  return key;
}

const menus: [string, ReturnType<typeof sampleMenu>, LayoutEngine][] = [
  ['a small menu', sampleMenu(), 'elk'],
  ['a random 10-node menu', randomMenu(10), 'elk'],
  ['a random 50-node menu', randomMenu(50), 'elk'],
  ['a random 200-node menu', randomMenu(200), 'elk'],
  ['a random 500-node menu (tree)', randomMenu(500), 'tree'],
  ['a random 1,000-node menu (tree)', randomMenu(1000), 'tree'],
  ['a random 1,000-node menu (ELK with its one-pass placement)', randomMenu(1000), 'elk'],
  ['a 1,000-node regular menu (tree)', generatedMenu(1000), 'tree'],
  ['a 1,000-node regular menu (ELK with its one-pass placement)', generatedMenu(1000), 'elk'],
];

describe.each(menus)(
  'layoutCards on %s',
  (_name, menu, engine) => {
    const { cards, links, rootIds } = layoutInputOf(menu);
    const laidOut = layoutCards(cards, links, rootIds, engine);

    it('places every card, with no two cards, no card and key label, and no two labels overlapping', async () => {
      const positions = await laidOut;
      expect(Object.keys(positions).sort()).toEqual(cards.map((card) => card.id).sort());
      expect(Object.values(positions).every(({ x, y }) => Number.isFinite(x) && Number.isFinite(y))).toBe(
        true,
      );
      const boxes = boxesOf(
        cards,
        links.map((link) => ({ ...link, label: longestLabel(link.key) })),
        positions,
      );
      expect(overlappingPairs(boxes.cards)).toEqual([]);
      expect(overlappingPairs(boxes.cards, boxes.labels)).toEqual([]);
      expect(overlappingPairs(boxes.labels)).toEqual([]);
    });

    it('puts every exit card right of the node its key leaves from, and the root leftmost', async () => {
      const positions = await laidOut;
      const x = (id: string) => positions[id]?.x ?? Number.NaN;
      for (const link of links.filter((link) => link.target.startsWith('key:')))
        expect(x(link.target), link.target).toBeGreaterThan(x(link.source));
      expect(x(rootIds[0] ?? '')).toBe(Math.min(...Object.values(positions).map((at) => at.x)));
    });

    it('gives the same positions for the same menu', async () => {
      expect(await layoutCards(cards, links, rootIds, engine)).toEqual(await laidOut);
    });
  },
  120_000,
);

describe('random menus of 10 to 1,000 nodes', () => {
  it.each([17, 73, 140, 333, 720])(
    'a %i-node menu laid out by either engine has no overlaps',
    async (size) => {
      const { cards, links, rootIds } = layoutInputOf(randomMenu(size, size * 7));
      for (const engine of size <= 140 ? (['elk', 'tree'] as const) : (['tree'] as const)) {
        const positions = await layoutCards(cards, links, rootIds, engine);
        const boxes = boxesOf(
          cards,
          links.map((link) => ({ ...link, label: longestLabel(link.key) })),
          positions,
        );
        expect(overlappingPairs(boxes.cards), engine).toEqual([]);
        expect(overlappingPairs(boxes.cards, boxes.labels), engine).toEqual([]);
        expect(overlappingPairs(boxes.labels), engine).toEqual([]);
      }
    },
    120_000,
  );
});

describe('the engine for a menu', () => {
  it('shows a big menu with the tree layout at once but tidies it up with ELK, up to its size limit', () => {
    const { cards } = layoutInputOf(randomMenu(1000));
    expect(engineFor(cards.length, 'show')).toBe('tree');
    expect(engineFor(cards.length, 'tidy')).toBe('elk');
    expect(engineFor(10_000, 'tidy')).toBe('tree');
    expect(engineFor(40, 'show')).toBe('elk');
  });
});

describe('the strip left of a card for the labels of its keys', () => {
  it('is as wide as the widest label arriving there, so a timeout gets more room than a digit', () => {
    expect(labelStripOf(['EMPTY_KEY'])).toBeGreaterThan(2 * labelStripOf(['1']));
    expect(labelStripOf(['1', 'INVALID_KEY'])).toBe(labelStripOf(['EMPTY_KEY']));
    expect(labelStripOf([])).toBeLessThan(labelStripOf(['#']));
  });

  it('plans for the longest way either language words a key', () => {
    for (const words of [vi.canvas, en.canvas])
      for (const word of [words.keyTimeout, words.keyInvalid])
        expect(word.length, word).toBeLessThanOrEqual(WORD_KEY_CHARS);
  });
});
