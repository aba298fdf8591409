import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_KEY, INVALID_KEY } from '@/core/api/ivr-keypresses';

/** A key as people read it: digits as they are, "timeout" for nothing pressed, "invalid" for the rest. */
export function keyLabelWith(t: TFunction<'ivr'>, key: string): string {
  if (key === EMPTY_KEY) return t('canvas.keyTimeout');
  if (key === INVALID_KEY) return t('canvas.keyInvalid');
  return key;
}

/** keyLabelWith for components that have no canvas texts at hand. */
export function useKeyLabel() {
  const { t } = useTranslation('ivr');
  return useCallback((key: string) => keyLabelWith(t, key), [t]);
}
