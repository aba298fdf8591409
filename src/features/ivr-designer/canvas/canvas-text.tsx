import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';

/**
 * The designer's texts, handed to cards and edges once by the canvas: a useTranslation in each of
 * thousands of cards cost more, as a big menu opened or panned, than drawing the cards did.
 */
export const CanvasTextContext = createContext<TFunction<'ivr'> | null>(null);

export function useCanvasText(): TFunction<'ivr'> {
  const t = useContext(CanvasTextContext);
  if (!t) throw new Error('a card or edge is drawn outside MenuCanvas');
  return t;
}
