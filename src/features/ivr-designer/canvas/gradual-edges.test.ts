import { describe, expect, it } from 'vitest';
import { MANY_MOVED, manyMoved, revealStep } from './gradual-edges';

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `e${from + index}`);

describe('revealStep', () => {
  it('hands over the edges coming into view a batch a frame, until every one in view is drawn', () => {
    const inView = ids(70);
    let revealed: ReadonlySet<string> = new Set();
    const sizes: number[] = [];
    for (let frame = 0; frame < 5; frame += 1) {
      revealed = revealStep(revealed, inView, 32);
      sizes.push(revealed.size);
    }
    expect(sizes).toEqual([32, 64, 70, 70, 70]);
    expect([...revealed].sort()).toEqual([...inView].sort());
  });

  it('gives the same set back when everything in view is drawn, so nothing re-renders', () => {
    const revealed = new Set(ids(10));
    expect(revealStep(revealed, ids(10), 32)).toBe(revealed);
  });

  it('lets go of edges that left the view, so that coming back after a jump is gradual again', () => {
    const revealed = new Set(ids(40));
    const next = revealStep(revealed, ids(40, 20), 8);
    // e20–e39 stay, e0–e19 are let go, and 8 of the 20 new ones come in.
    expect(next.size).toBe(28);
    expect(next.has('e0')).toBe(false);
    expect(next.has('e39')).toBe(true);
    expect([...next].filter((id) => !revealed.has(id))).toEqual(ids(8, 40));
  });

  it('gives a new set when edges only left the view', () => {
    const revealed = new Set(ids(10));
    const next = revealStep(revealed, ids(4), 32);
    expect(next).not.toBe(revealed);
    expect([...next]).toEqual(ids(4));
  });
});

describe('manyMoved', () => {
  const placed = (count: number, dx = 0) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, index) => [`n${index}`, { x: index * 10 + dx, y: 0 }]),
    );

  it('tells a tidy-up (most cards moved) from a drag of a few', () => {
    const before = placed(400);
    expect(manyMoved(before, placed(400, 20))).toBe(true);
    expect(manyMoved(before, { ...before, n1: { x: 999, y: 0 }, n2: { x: 0, y: 999 } })).toBe(false);
  });

  it('counts a card new to the menu as moved, and needs more than the threshold', () => {
    const before = placed(10);
    const added = {
      ...before,
      ...Object.fromEntries(Array.from({ length: MANY_MOVED }, (_, i) => [`new${i}`, { x: i, y: 1 }])),
    };
    expect(manyMoved(before, added)).toBe(false);
    expect(manyMoved(before, { ...added, extra: { x: 0, y: 0 } })).toBe(true);
  });
});
