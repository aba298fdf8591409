import type { TFunction } from 'i18next';

/** A path's time to its outcome in seconds, with "≈" when a speech or file length was guessed. */
export function pathTimeText(t: TFunction<'simulator'>, ms: number, exact: boolean): string {
  const seconds = (ms / 1000).toFixed(1);
  return exact ? t('pathTests.seconds', { seconds }) : t('pathTests.aboutSeconds', { seconds });
}
