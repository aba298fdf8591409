import { diffWords } from 'diff';

/** A run of text of one side of a prompt's change: kept, or only on that side. */
export type WordRun = { text: string; changed: boolean };

/** A prompt's two texts, each cut into runs, with the words only it has marked. */
export type WordDiff = { before: WordRun[]; after: WordRun[] };

/**
 * The word-level difference of two texts, as two readable sides: the old text with its removed words
 * marked and the new text with its inserted words marked, so each side reads whole on its own.
 */
export function wordDiff(before: string, after: string): WordDiff {
  const sides: WordDiff = { before: [], after: [] };
  for (const part of diffWords(before, after)) {
    if (!part.added) sides.before.push({ text: part.value, changed: Boolean(part.removed) });
    if (!part.removed) sides.after.push({ text: part.value, changed: Boolean(part.added) });
  }
  return { before: merged(sides.before), after: merged(sides.after) };
}

/** Neighbouring runs of the same kind as one, so a marked phrase is one mark. */
function merged(runs: readonly WordRun[]): WordRun[] {
  const out: WordRun[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && last.changed === run.changed) last.text += run.text;
    else if (run.text !== '') out.push({ ...run });
  }
  return out;
}
