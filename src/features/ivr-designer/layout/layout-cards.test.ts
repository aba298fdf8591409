import { describe, expect, it } from 'vitest';
import type { Positions } from '../flow/flow-types';
import { generatedMenu, sampleMenu } from '../flow/menu-fixture';
import type { LayoutCard } from './layout-cards';
import { layoutCards } from './layout-cards';
import { layoutInputOf } from './layout-input';

function overlaps(cards: readonly LayoutCard[], positions: Positions): string[] {
  const found: string[] = [];
  // Sorted by x, only cards whose columns meet are compared.
  const placed = cards
    .map((card) => ({ card, at: positions[card.id] ?? { x: Number.NaN, y: Number.NaN } }))
    .sort((a, b) => a.at.x - b.at.x);
  placed.forEach(({ card, at }, index) => {
    for (const other of placed.slice(index + 1)) {
      if (other.at.x >= at.x + card.width) break;
      const apart = at.y + card.height <= other.at.y || other.at.y + other.card.height <= at.y;
      if (!apart) found.push(`${card.id}/${other.card.id}`);
    }
  });
  return found;
}

describe.each([
  ['a small menu (dagre)', sampleMenu()],
  ['a 1,000-node menu (tree layout)', generatedMenu(1000)],
])('layoutCards on %s', (_name, menu) => {
  const { cards, links, rootIds } = layoutInputOf(menu);
  const positions = layoutCards(cards, links, rootIds);

  it('places every card without overlaps', () => {
    expect(Object.keys(positions).sort()).toEqual(cards.map((card) => card.id).sort());
    expect(Object.values(positions).every(({ x, y }) => Number.isFinite(x) && Number.isFinite(y))).toBe(true);
    expect(overlaps(cards, positions)).toEqual([]);
  });

  it('puts every card right of the node its key leaves from, except loops', () => {
    const x = (id: string) => positions[id]?.x ?? Number.NaN;
    for (const link of links.filter((link) => link.target.startsWith('key:')))
      expect(x(link.target), link.target).toBeGreaterThan(x(link.source));
    expect(x(rootIds[0] ?? '')).toBe(Math.min(...Object.values(positions).map((at) => at.x)));
  });

  it('gives the same positions for the same menu', () => {
    expect(layoutCards(cards, links, rootIds)).toEqual(positions);
  });
});
