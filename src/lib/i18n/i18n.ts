import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import viAuth from '../../locales/vi/auth.json';
import viCommon from '../../locales/vi/common.json';
import viShell from '../../locales/vi/shell.json';
import { lazyNamespaceBackend } from './lazy-namespace-backend';
import {
  defaultLanguage,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
  supportedLanguages,
} from './languages';
import type { Language } from './languages';

/**
 * The namespaces of the first screens (sign-in and shell) ship with the bundle in the default language
 * (Vietnamese, what most people use); everything else, English included, loads when first asked for.
 */
const bundledResources = {
  [defaultLanguage]: { common: viCommon, shell: viShell, auth: viAuth },
};

function reflectLanguageInDocument(language: string): void {
  document.documentElement.lang = language;
}

export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    reflectLanguageInDocument(language);
    if (isLanguage(language)) storeLanguage(language);
  });
  await i18next
    .use(lazyNamespaceBackend)
    .use(initReactI18next)
    .init({
      resources: bundledResources,
      partialBundledLanguages: true,
      lng: readStoredLanguage() ?? defaultLanguage,
      // Every language has every key (locales.test.ts), so there is nothing to fall back to: a fallback
      // language would be fetched beside the chosen one, namespace by namespace.
      fallbackLng: false,
      supportedLngs: supportedLanguages,
      ns: ['common', 'shell', 'auth'],
      defaultNS: 'common',
      // React already escapes what it renders.
      interpolation: { escapeValue: false },
    });
  reflectLanguageInDocument(i18next.language);
  return i18next;
}

export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : defaultLanguage;
}
