import type { Page } from '@/core/api/paging';

/**
 * Small decoders of the service's text quirks, shared by the telephony clients' mappers.
 */

/** `%2B84901234567` → `+84901234567`; text that is not a valid escape sequence stays as given. */
export function decodePercentText(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The JSON a text field carries, when it carries an object or an array; otherwise null. Bare JSON scalars
 * are left alone, so a chat message reading `42` or `true` stays text.
 */
export function jsonInText(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return null;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return null;
  }
}

/** The service's "0 means none" for times and dates. */
export const zeroAsNull = <T>(value: T | 0): T | null => (value === 0 ? null : value);

export const secondsToMs = (seconds: number) => seconds * 1000;

/** A list the service answers whole, as the one clean page holding all of it. */
export function wholeListPage<T>(items: T[], total: number): Page<T> {
  return {
    items,
    page: 1,
    pageSize: Math.max(items.length, total, 1),
    total,
    totalPages: total > 0 ? 1 : 0,
  };
}
