import { formatDateTime, formatTimeOfDay } from '../../lib/format-date-time';
import { intlLocale } from '../../lib/i18n/intl-locale';

/**
 * Renderings in the person's language and time zone (the browser's). One formatter per locale and kind:
 * building an Intl formatter costs far more than using it.
 */
function cachedBy<T>(make: (locale: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    const locale = intlLocale(language);
    let format = made.get(locale);
    if (!format) {
      format = make(locale);
      made.set(locale, format);
    }
    return format;
  };
}

const vndFormat = cachedBy(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
);
const countFormat = cachedBy((locale) => new Intl.NumberFormat(locale));

/** A call's instant in the console's one date format; seconds where one call's moments are compared. */
export function formatTime(ms: number | null, language: string, options: { seconds?: boolean } = {}): string {
  return formatDateTime(ms, language, options);
}

/** 75 → 1:15, 3725 → 1:02:05. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export const formatVnd = (amount: number, language: string) => vndFormat(language).format(amount);

export const formatCount = (count: number, language: string) => countFormat(language).format(count);

/** The time of day only (an export's expected end, which is within the hour). */
export const formatClock = (at: Date) => formatTimeOfDay(at);

export type CallState = 'running' | 'answered' | 'unanswered';

export const callStateOf = (call: { answerTime: number | null; stopTime: number | null }): CallState =>
  call.stopTime === null ? 'running' : call.answerTime === null ? 'unanswered' : 'answered';
