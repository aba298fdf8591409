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

/** Runs a write whose transaction joins the undo step before it (the undo manager merges within its timeout). */
function joiningLastStep(undo: DraftBinding['undo'], write: () => void): void {
  const ownTimeout = undo.captureTimeout;
  undo.captureTimeout = Number.POSITIVE_INFINITY;
  try {
    write();
  } finally {
    undo.captureTimeout = ownTimeout;
  }
}

/**
 * Writes a layout's places a part per task after the one that shows them, all in one undo step, then drops the places of cards the layout
 * no longer has. A card someone else moves meanwhile keeps their move once its own part is written. Every
 * part is written even when the editor has moved on meanwhile: the person asked for the whole layout, and
 * the draft's document lives on in this browser and on the server. An edit made between two parts is a step
 * of its own, which the parts after it join.
 */
export async function writePlacesInSteps(binding: DraftBinding, positions: Positions): Promise<void> {
  const { doc, undo, origin } = binding;
  const entries = Object.entries(positions);
  const writePart = (start: number) =>
    writeSomeDraftPositions(doc, Object.fromEntries(entries.slice(start, start + PLACES_PER_STEP)), origin);
  for (let start = 0; start < entries.length; start += PLACES_PER_STEP) {
    // Not even the first part in the task that shows the layout: that task already draws every moved card.
    await nextTask();
    if (doc.isDestroyed) return;
    if (start === 0) {
      undo.stopCapturing();
      writePart(0);
    } else joiningLastStep(undo, () => writePart(start));
  }
  joiningLastStep(undo, () => keepOnlyDraftPositions(doc, Object.keys(positions), origin));
  undo.stopCapturing();
}
