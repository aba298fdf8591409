import { intlLocale } from './intl-locale';

/**
 * Makes the browser load its number and plural data for the person's language while it waits for the opened
 * page's code: the first number format of a locale loads that data, which took 23 ms (90 ms with the CPU
 * slowed four times, as on a mid-range phone) inside the call log's first render. Later formats of the
 * locale reuse it (0.04 ms), so the throwaway ones built here cost nothing twice.
 */
export function warmUpIntlWhenIdle(language: string): void {
  const warmUp = () => {
    const locale = intlLocale(language);
    new Intl.NumberFormat(locale).format(1234);
    new Intl.PluralRules(locale).select(2);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warmUp, { timeout: 2000 });
  else window.setTimeout(warmUp);
}
