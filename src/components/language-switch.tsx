import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, supportedLanguages } from '../lib/i18n/languages';
import type { Language } from '../lib/i18n/languages';
import { SegmentedChoice } from './segmented-choice';

/** Switches the console between Vietnamese and English; i18n persists the choice and updates <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  return (
    <SegmentedChoice<Language>
      label={t('languageSwitch.label')}
      value={language}
      onChange={(next) => void i18n.changeLanguage(next)}
      options={supportedLanguages.map((value) => ({
        value,
        // Each language is named in itself, so a person can find theirs whatever is showing.
        label: <span lang={value}>{t(`languageNames.${value}`)}</span>,
      }))}
    />
  );
}
