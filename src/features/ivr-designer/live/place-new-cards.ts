import type { CardPositions } from '@/core/ivr/draft-doc/draft-doc-shape';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { spotBesideSource } from '../layout/place-beside';
import { runLayout } from '../layout/run-layout';

/**
 * Cards keep their places; a new exit card goes beside its node, and other cards that have none yet get the
 * automatic layout's.
 */
export async function placeNewCards(menu: IvrMenu, positions: CardPositions): Promise<CardPositions> {
  const laidOut = await runLayout(menu);
  // A menu opened for the first time takes the whole layout.
  if (Object.keys(positions).length === 0) return laidOut;
  const placed: CardPositions = {};
  for (const [cardId, xy] of Object.entries(positions)) if (cardId in laidOut) placed[cardId] = xy;
  // New nodes first, so that new exit cards beside them keep clear of them.
  const missing = Object.keys(laidOut).filter((cardId) => !(cardId in placed));
  for (const cardId of [...missing].sort(
    (a, b) => Number(a.startsWith('key:')) - Number(b.startsWith('key:')),
  )) {
    placed[cardId] = spotBesideSource(menu, cardId, placed) ?? (laidOut[cardId] as CardPositions[string]);
  }
  return placed;
}
