import { keepOnlyDraftPositions, writeSomeDraftPositions } from '@/core/ivr/draft-doc/write-draft';
import type { Positions } from '../flow/flow-types';
import type { DraftBinding } from './editor-store';

/**
 * Places written per transaction when a layout moves many cards. A tidy-up of 1,000 nodes (about 2,700
 * cards) written at once kept the page busy for 80 ms: the places themselves, then the update encoded for
 * the server and this browser's copy.
 */
export const PLACES_PER_STEP = 700;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Writes a layout's places a part per task, all in one undo step, then drops the places of cards the layout
 * no longer has. A card someone else moves meanwhile keeps their move once its own part is written. Every part is written even when the editor has moved on meanwhile: the person asked for
 * the whole layout, and the draft's document lives on in this browser and on the server.
 */
export async function writePlacesInSteps(binding: DraftBinding, positions: Positions): Promise<void> {
  const { doc, undo, origin } = binding;
  const entries = Object.entries(positions);
  const ownTimeout = undo.captureTimeout;
  undo.stopCapturing();
  for (let start = 0; start < entries.length; start += PLACES_PER_STEP) {
    if (start > 0) await nextTask();
    if (doc.isDestroyed) return;
    // The parts after the first join the undo step before them (the undo manager merges within its
    // timeout): the tidy-up's, unless the person edited in the moment between two parts.
    undo.captureTimeout = start === 0 ? ownTimeout : Number.POSITIVE_INFINITY;
    try {
      writeSomeDraftPositions(doc, Object.fromEntries(entries.slice(start, start + PLACES_PER_STEP)), origin);
    } finally {
      undo.captureTimeout = ownTimeout;
    }
  }
  undo.captureTimeout = Number.POSITIVE_INFINITY;
  try {
    keepOnlyDraftPositions(doc, Object.keys(positions), origin);
  } finally {
    undo.captureTimeout = ownTimeout;
    undo.stopCapturing();
  }
}
