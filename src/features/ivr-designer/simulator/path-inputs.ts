import { PRESSABLE_KEYS, type CallState } from '@/core/ivr/simulator/call-types';
import type { PathInput } from '@/core/ivr/simulator/path-tests';

/**
 * What the caller did on a call, in order, as a saved test replays it: each key the menu listened to
 * and each timeout, then "hangUp" when the caller ended the call. Keys ignored while a prompt played
 * (barge-in off) are not in the history, so they are not replayed either.
 */
export function inputsOfCall(state: CallState): PathInput[] {
  const inputs: PathInput[] = state.history.flatMap((step) => (step.kind === 'input' ? [step.input] : []));
  const hungUp = state.outcome?.kind === 'noAction' && state.outcome.reason === 'callerHungUp';
  return hungUp ? [...inputs, 'hangUp'] : inputs;
}

const WORDS: Record<string, PathInput> = { timeout: 'timeout', hangup: 'hangUp' };
const isKeys = (token: string) =>
  [...token].every((char) => (PRESSABLE_KEYS as readonly string[]).includes(char));

/**
 * Reads inputs typed as words: keys (0-9, * and #; "12" is 1 then 2), "timeout" and "hangUp", separated
 * by spaces or commas, in any case. Null when a word is none of these.
 */
export function parseTypedInputs(text: string): PathInput[] | null {
  const inputs: PathInput[] = [];
  for (const token of text.split(/[\s,]+/).filter(Boolean)) {
    const word = WORDS[token.toLowerCase()];
    if (word) inputs.push(word);
    else if (isKeys(token)) inputs.push(...([...token] as PathInput[]));
    else return null;
  }
  return inputs;
}
