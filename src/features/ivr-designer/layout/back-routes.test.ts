import { describe, expect, it } from 'vitest';
import { randomMenu } from '../test-support/random-menu';
import { backRoutes } from './back-routes';
import { LABEL_GAP, slotOffset } from './card-boxes';
import { layoutCards } from './layout-cards';
import type { LayoutEngine } from './layout-engine';
import { layoutInputOf } from './layout-input';

type Segment = { x1: number; y1: number; x2: number; y2: number };
type Box = { id: string; left: number; right: number; top: number; bottom: number };

/** Whether an upright or level segment passes through the inside of a box. */
function crosses(segment: Segment, box: Box): boolean {
  const [left, right] = [Math.min(segment.x1, segment.x2), Math.max(segment.x1, segment.x2)];
  const [top, bottom] = [Math.min(segment.y1, segment.y2), Math.max(segment.y1, segment.y2)];
  return left < box.right && right > box.left && top < box.bottom && bottom > box.top;
}

describe.each<[string, number, LayoutEngine]>([
  ['a random 30-node menu', 30, 'elk'],
  ['a random 140-node menu', 140, 'elk'],
  ['a random 140-node menu', 140, 'tree'],
  ['a random 600-node menu', 600, 'tree'],
])('keys leading back on %s laid out by %s', (_name, size, engine) => {
  it('run around every card, from their node to the card they lead to', async () => {
    const { cards, links, rootIds } = layoutInputOf(randomMenu(size, size * 3));
    const positions = await layoutCards(cards, links, rootIds, engine);
    const withIds = links.map((link, index) => ({ ...link, id: `e${index}` }));
    const routes = backRoutes(cards, withIds, positions);
    const boxes: Box[] = cards.map((card) => {
      const at = positions[card.id] ?? { x: 0, y: 0 };
      return { id: card.id, left: at.x, right: at.x + card.width, top: at.y, bottom: at.y + card.height };
    });
    const byId = new Map(boxes.map((box) => [box.id, box]));
    const back = withIds.filter((link) => routes.has(link.id));
    expect(back.length).toBeGreaterThan(2);
    for (const link of back) {
      const route = routes.get(link.id)!;
      const from = byId.get(link.source)!;
      const to = byId.get(link.target)!;
      const fromY = (from.top + from.bottom) / 2;
      const labelY = (to.top + to.bottom) / 2 + slotOffset(link.slot, link.slots);
      const points = [
        [from.right, fromY],
        [route.exitX, fromY],
        [route.exitX, route.laneY],
        [route.entryX, route.laneY],
        [route.entryX, labelY],
        [to.left - LABEL_GAP, labelY],
      ] as const;
      const segments = points.slice(1).map(([x2, y2], index) => {
        const [x1, y1] = points[index]!;
        return { x1, y1, x2, y2 };
      });
      const hit = boxes.filter((box) => segments.some((segment) => crosses(segment, box)));
      expect(
        hit.map((box) => box.id),
        `${link.source} → ${link.target}`,
      ).toEqual([]);
    }
  }, 60_000);
});
