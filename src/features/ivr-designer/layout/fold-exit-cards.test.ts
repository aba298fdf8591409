import { describe, expect, it } from 'vitest';
import { foldExitCards } from './fold-exit-cards';

const card = (id: string, width = 260, height = 150) => ({ id, width, height, strip: 80 });

describe('foldExitCards', () => {
  const cards = [card('menu'), card('sales'), card('queue', 220, 96), card('hangup', 220, 96)];
  const links = [
    { source: 'menu', target: 'sales' },
    { source: 'menu', target: 'queue' },
    { source: 'menu', target: 'hangup' },
    { source: 'sales', target: 'menu' },
  ];

  it('leaves the nodes to lay out, each as wide and tall as it is with its exit cards', () => {
    const folded = foldExitCards(cards, links);
    expect(folded.cards.map((each) => each.id)).toEqual(['menu', 'sales']);
    expect(folded.links).toEqual([
      { source: 'menu', target: 'sales' },
      { source: 'sales', target: 'menu' },
    ]);
    const menu = folded.cards[0];
    expect(menu?.width).toBeGreaterThan(260 + 80 + 220);
    expect(menu?.height).toBe(96 + 24 + 96);
    expect(folded.cards[1]).toEqual(card('sales'));
  });

  it('puts the exit cards in a column right of their node, one under another', () => {
    const folded = foldExitCards(cards, links);
    const positions = folded.unfold({ menu: { x: 100, y: 0 }, sales: { x: 900, y: 0 } });
    expect(positions.sales).toEqual({ x: 900, y: 0 });
    const [menu, queue, hangup] = [positions.menu, positions.queue, positions.hangup];
    expect(queue?.x).toBe(hangup?.x);
    expect(queue?.x ?? 0).toBeGreaterThanOrEqual((menu?.x ?? 0) + 260 + 80);
    expect(hangup?.y ?? 0).toBeGreaterThanOrEqual((queue?.y ?? 0) + 96);
    // The node sits in the middle of its column's height.
    expect(menu?.y).toBe(Math.round((216 - 150) / 2));
  });
});
