import { intlLocale } from './intl-locale';

/**
 * Makes the browser load its number and plural data for the person's language in the first free moment
 * after a page that writes numbers starts loading, while its code is on the network (once per language): the
 * first number format of a locale loads that data, which took 23 ms (60 to 90 ms with the CPU slowed four
 * times, as on a mid-range phone) inside the call log's first render. Later formats of the locale reuse it
 * (0.04 ms), so the throwaway ones built here cost nothing twice. (An idle callback came too late: loading
 * pages seldom leave the browser idle, and it lost the race to the page's render in one probe in two.)
 */
let warmed: string | null = null;

export function warmUpIntlSoon(language: string): void {
  if (warmed === language) return;
  warmed = language;
  window.setTimeout(() => {
    const locale = intlLocale(language);
    new Intl.NumberFormat(locale).format(1234);
    new Intl.PluralRules(locale).select(2);
  });
}
