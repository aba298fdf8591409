/** Renderings in the person's language and time zone (the browser's). */
const locales = { vi: 'vi-VN', en: 'en-GB' } as const;
const localeOf = (language: string) => (language.startsWith('en') ? locales.en : locales.vi);

const timeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatTime(ms: number | null, language: string): string {
  if (ms === null) return '—';
  const locale = localeOf(language);
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
    timeFormats.set(locale, format);
  }
  return format.format(ms);
}

/** 75 → 1:15, 3725 → 1:02:05. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function formatVnd(amount: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

export const formatCount = (count: number, language: string) =>
  new Intl.NumberFormat(localeOf(language)).format(count);

export type CallState = 'running' | 'answered' | 'unanswered';

export const callStateOf = (call: { answerTime: number | null; stopTime: number | null }): CallState =>
  call.stopTime === null ? 'running' : call.answerTime === null ? 'unanswered' : 'answered';
