import { formatDateTime } from './format-date-time';

/**
 * The service writes instants into its texts as Vietnam wall-clock time (UTC+7, no daylight saving):
 * `2026/11/26, 14:03:22` in call records and `2026-11-26 14:03:22` in debugger entries. A person reads
 * every other time in the browser's zone, so those are rewritten into it, in the console's format.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const serviceDateTime = /\b(\d{4})[/-](\d{2})[/-](\d{2}),? (\d{2}):(\d{2}):(\d{2})\b/g;

/** The instant a service wall-clock text names, or null when it is not one. */
export function parseServiceDateTime(text: string): number | null {
  const match = new RegExp(serviceDateTime.source).exec(text.trim());
  if (!match || match[0] !== text.trim()) return null;
  return instantOf(match);
}

function instantOf(match: RegExpExecArray | string[]): number {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute, second) - VIETNAM_OFFSET_MS;
}

/** The text with each of the service's Vietnam times rewritten in the browser's zone and the console's format. */
export function localizeServiceTimes(text: string, language: string): string {
  return text.replace(serviceDateTime, (...match: string[]) =>
    formatDateTime(instantOf(match), language, { seconds: true }),
  );
}
