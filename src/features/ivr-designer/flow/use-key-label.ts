import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_KEY, INVALID_KEY } from '../../../core/api/ivr-keypresses';

/** A key as people read it: digits as they are, "timeout" for nothing pressed, "invalid" for the rest. */
export function useKeyLabel() {
  const { t } = useTranslation('ivr');
  return useCallback(
    (key: string) => {
      if (key === EMPTY_KEY) return t('canvas.keyTimeout');
      if (key === INVALID_KEY) return t('canvas.keyInvalid');
      return key;
    },
    [t],
  );
}
