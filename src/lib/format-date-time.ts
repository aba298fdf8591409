/**
 * The console's one way of writing an instant, in the browser's time zone:
 * Vietnamese `dd/MM/yyyy HH:mm`, English `dd MMM yyyy, HH:mm` (seconds appended where a trace needs them).
 * Built from the Date's local fields rather than Intl so both languages read the same on every browser
 * (Intl's en-GB writes September as "Sept" on some engines and not others).
 */
const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const two = (n: number) => String(n).padStart(2, '0');

export type Instant = number | string | Date;

export type DateTimeOptions = { seconds?: boolean };

const isEnglish = (language: string) => language.startsWith('en');

function toDate(at: Instant): Date {
  return at instanceof Date ? at : new Date(at);
}

/** `14:05` or `14:05:09`, local time. */
export function formatTimeOfDay(at: Instant, options: DateTimeOptions = {}): string {
  const date = toDate(at);
  const clock = `${two(date.getHours())}:${two(date.getMinutes())}`;
  return options.seconds ? `${clock}:${two(date.getSeconds())}` : clock;
}

/** `26/11/2026` or `26 Nov 2026`, local date. */
export function formatDate(at: Instant, language: string): string {
  const date = toDate(at);
  const day = two(date.getDate());
  return isEnglish(language)
    ? `${day} ${englishMonths[date.getMonth()]} ${date.getFullYear()}`
    : `${day}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** `26/11/2026 14:05` or `26 Nov 2026, 14:05`; '—' for no time or an invalid one. */
export function formatDateTime(
  at: Instant | null | undefined,
  language: string,
  options: DateTimeOptions = {},
): string {
  if (at === null || at === undefined) return '—';
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '—';
  const separator = isEnglish(language) ? ', ' : ' ';
  return `${formatDate(date, language)}${separator}${formatTimeOfDay(date, options)}`;
}

/** The browser's time zone as the person's system names it (`Asia/Ho_Chi_Minh`), for captions. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
