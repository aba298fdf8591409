import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { Positions, XY } from '../flow/flow-types';
import { keyIdOfTarget, PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import { LABEL_RESERVE, labelStripOf } from './card-boxes';

const GAP = 28;

/**
 * Whether a card of `size` at `at`, with its label strip, would touch a card already placed (whose strip,
 * not known here, is taken as LABEL_RESERVE).
 */
function clashes(at: XY, size: { width: number; height: number }, strip: number, placed: Positions): boolean {
  return Object.entries(placed).some(([id, other]) => {
    const otherSize = keyIdOfTarget(id) ? TARGET_SIZE : PROMPT_SIZE;
    const apartX =
      at.x + size.width + GAP <= other.x - LABEL_RESERVE || other.x + otherSize.width + GAP <= at.x - strip;
    const apartY = at.y + size.height + GAP <= other.y || other.y + otherSize.height + GAP <= at.y;
    return !apartX && !apartY;
  });
}

/**
 * Where a new exit card goes (a queue, a forward, a hang-up added to a node): just right of the node its key
 * leaves from, in the first free row at or below the node, so it appears beside what the person is working
 * on rather than where a whole-menu layout would put it. Null for cards of no placed node.
 */
export function spotBesideSource(menu: IvrMenu, cardId: string, placed: Positions): XY | null {
  const keyId = keyIdOfTarget(cardId);
  const key = keyId ? menu.keys.find((candidate) => candidate.id === keyId) : undefined;
  const source = key ? placed[key.nodeId] : undefined;
  if (!source) return null;
  const strip = labelStripOf([key?.key ?? '']);
  const spot = { x: source.x + PROMPT_SIZE.width + strip + GAP, y: source.y };
  for (let tries = 0; tries < 200 && clashes(spot, TARGET_SIZE, strip, placed); tries += 1)
    spot.y += TARGET_SIZE.height + GAP;
  return spot;
}
