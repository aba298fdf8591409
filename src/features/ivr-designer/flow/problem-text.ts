import type { TFunction } from 'i18next';
import type { MenuProblem } from '@/core/ivr/validation/menu-problem';
import { keyLabelWith } from './use-key-label';

/** A validation problem in words, naming its key as the canvas does ("timeout", not EMPTY_KEY). */
export function problemText(
  t: TFunction<'ivr'>,
  found: MenuProblem,
  extra: Record<string, string> = {},
): string {
  const params: Record<string, unknown> = { ...found.params, ...extra };
  if (typeof params.key === 'string') params.key = keyLabelWith(t, params.key);
  return t(`problems.codes.${found.code}`, params);
}
