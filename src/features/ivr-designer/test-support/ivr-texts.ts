import i18next, { type TFunction } from 'i18next';
import enIvr from '@/locales/en/ivr.json';
import viIvr from '@/locales/vi/ivr.json';

export type IvrTexts = Record<'vi' | 'en', TFunction<'ivr'>>;

/** The designer's texts in both languages, from the app's own locale files, for tests of wording. */
export async function ivrTexts(): Promise<IvrTexts> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { ivr: enIvr }, vi: { ivr: viIvr } },
    interpolation: { escapeValue: false },
  });
  return { vi: instance.getFixedT<'ivr'>('vi', 'ivr'), en: instance.getFixedT<'ivr'>('en', 'ivr') };
}
