import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enShell from '../../locales/en/shell.json';
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

/** The namespaces of the first screens (sign-in and shell) ship with the bundle; the rest load lazily. */
const bundledResources = {
  vi: { common: viCommon, shell: viShell, auth: viAuth },
  en: { common: enCommon, shell: enShell, auth: enAuth },
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
      fallbackLng: 'en',
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
