import { describe, expect, it } from 'vitest';
import { generatedMenu } from '../test-support/menu-fixture';
import { PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import { toFlow } from '../flow/to-flow';
import { CARDS_REVEALED_PER_FRAME, firstRevealed, nextRevealed, revealedCards } from './gradual-cards';

const nodes = toFlow(generatedMenu(5), {}).nodes;

describe('cards handed over a few a frame on opening', () => {
  it('starts with a few cards of a menu, and with every card of a big menu or of a few cards', () => {
    expect(firstRevealed(60, false)).toBe(CARDS_REVEALED_PER_FRAME);
    expect(firstRevealed(60, true)).toBe(Infinity);
    expect(firstRevealed(CARDS_REVEALED_PER_FRAME, false)).toBe(Infinity);
  });

  it('adds a batch a frame, then hands over every card for good', () => {
    const counts = [firstRevealed(20, false)];
    while (counts.at(-1)! !== Infinity) counts.push(nextRevealed(counts.at(-1)!, 20));
    expect(counts).toEqual([6, 12, 18, Infinity]);
  });

  it('hides the cards not handed over yet at their planned size, with no handle for an edge to reach', () => {
    expect(nodes.length).toBeGreaterThan(CARDS_REVEALED_PER_FRAME);
    const shown = revealedCards(nodes, CARDS_REVEALED_PER_FRAME);
    expect(shown.slice(0, CARDS_REVEALED_PER_FRAME)).toEqual(nodes.slice(0, CARDS_REVEALED_PER_FRAME));
    const hidden = shown.slice(CARDS_REVEALED_PER_FRAME);
    expect(hidden.every((node) => node.hidden === true && node.handles === undefined)).toBe(true);
    for (const node of hidden)
      expect(node.measured).toEqual(node.type === 'prompt' ? PROMPT_SIZE : TARGET_SIZE);
    expect(hidden.map((node) => node.id)).toEqual(
      nodes.slice(CARDS_REVEALED_PER_FRAME).map((node) => node.id),
    );
  });

  it('gives the cards themselves back once every one is handed over', () => {
    expect(revealedCards(nodes, Infinity)).toBe(nodes);
    expect(revealedCards(nodes, nodes.length)).toBe(nodes);
  });
});
