import { describe, expect, it } from 'vitest';
import { packPlaces, unpackPlaces } from './packed-places';

describe('packed places', () => {
  const cards = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('gives back every place by card id, in the order the cards were asked', () => {
    const positions = { c: { x: 5, y: -6 }, a: { x: 1.5, y: 2 }, b: { x: 0, y: 0 } };
    const packed = packPlaces(cards, positions);
    expect([...packed]).toEqual([1.5, 2, 0, 0, 5, -6]);
    expect(unpackPlaces(cards, packed)).toEqual(positions);
  });

  it('leaves out a card the layout gave no place, and places of cards not asked', () => {
    const packed = packPlaces(cards, { a: { x: 1, y: 1 }, stray: { x: 9, y: 9 } });
    expect(unpackPlaces(cards, packed)).toEqual({ a: { x: 1, y: 1 } });
  });
});
