import type { TFunction } from 'i18next';
import type { PathInput } from '@/core/ivr/simulator/path-tests';

/** A caller's input as a person reads it: the key itself, or "no key" / "hang up" in words. */
export function inputText(t: TFunction<'simulator'>, input: PathInput): string {
  if (input === 'timeout') return t('pathTests.timeout');
  if (input === 'hangUp') return t('pathTests.hangUp');
  return input;
}

export const inputsText = (t: TFunction<'simulator'>, inputs: readonly PathInput[]): string =>
  inputs.map((input) => inputText(t, input)).join(', ');

/** A walk through the menu as a person reads it: "Lời chào: 1 → Kinh doanh: no key". */
export const walkText = (
  t: TFunction<'simulator'>,
  nameOf: (nodeId: string) => string,
  walk: readonly { nodeId: string; input: PathInput }[],
): string => walk.map((step) => `${nameOf(step.nodeId)}: ${inputText(t, step.input)}`).join(' → ');
