import { useEffect, useMemo, useState } from 'react';
import type { IvrFlowNode } from '../flow/flow-types';
import { plannedHidden } from './planned-bounds';

/**
 * How many cards of a menu being opened are handed to React Flow in one frame. It adopts cards through
 * its store, in a render React cannot split: the demo menu's 34 cards and 51 edges, drawn at once, held the
 * page for two tasks of over half a second each with the CPU slowed four times, as Lighthouse's phone is
 * (the cards drawn, then measured and their edges drawn).
 */
export const CARDS_REVEALED_PER_FRAME = 6;

/** The fit of the view on opening counts the cards still hidden, at their planned size. */
export const OPENING_FIT = { includeHiddenNodes: true } as const;

/** How many cards are handed over at first: all of them (Infinity) for a big menu or a few cards. */
export function firstRevealed(total: number, big: boolean): number {
  return big || total <= CARDS_REVEALED_PER_FRAME ? Infinity : CARDS_REVEALED_PER_FRAME;
}

/** How many after one more frame: all of them (Infinity) once that covers every card. */
export function nextRevealed(count: number, total: number): number {
  const next = count + CARDS_REVEALED_PER_FRAME;
  return next >= total ? Infinity : next;
}

/** The first `count` cards as they are, the rest hidden at their planned size; the same array when all show. */
export function revealedCards(nodes: IvrFlowNode[], count: number): IvrFlowNode[] {
  if (count >= nodes.length) return nodes;
  return nodes.map((node, index) => (index < count ? node : plannedHidden(node)));
}

/**
 * The cards a canvas hands React Flow: on its first drawing, a few more each frame, the rest hidden (an
 * edge shows once both its cards are there); after that, all of them, so that an edit, an undo or a new
 * card is drawn at once. A big menu draws only the cards in view instead (BIG_MENU_CARDS).
 */
export function useGradualCards(nodes: IvrFlowNode[], big: boolean): IvrFlowNode[] {
  const [count, setCount] = useState(() => firstRevealed(nodes.length, big));
  const total = nodes.length;
  useEffect(() => {
    if (count === Infinity) return;
    const frame = window.requestAnimationFrame(() => setCount(nextRevealed(count, total)));
    return () => window.cancelAnimationFrame(frame);
  }, [count, total]);
  return useMemo(() => revealedCards(nodes, count), [nodes, count]);
}
