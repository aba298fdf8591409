/** The console's languages; Vietnamese first because most of its users work in Vietnamese. */
export const supportedLanguages = ['vi', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'vi';

const storageKey = 'switchboard.language';

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.some((language) => language === value);
}

/** The language the person chose last time, if any; storage may be unavailable (private mode, policies). */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Not persisting is acceptable: the choice still holds for this page's lifetime.
  }
}
