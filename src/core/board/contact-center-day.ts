import { z } from 'zod';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Vietnam's time (UTC+7, no daylight saving): the contact center's day unless configured otherwise. */
export const DEFAULT_UTC_OFFSET_MINUTES = 420;

/** Offsets in use around the world run from UTC−12:00 to UTC+14:00. */
export const utcOffsetMinutesSchema = z.number().int().min(-720).max(840);

/** One contact-center day: [start, end) in epoch ms, with the offset it was cut by and its date. */
export const contactCenterDaySchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  utcOffsetMinutes: utcOffsetMinutesSchema,
  /** The day's date as the contact center writes it, YYYY-MM-DD. */
  date: z.string(),
});
export type ContactCenterDay = z.infer<typeof contactCenterDaySchema>;

/**
 * The contact center's day that holds `atMs`. A fixed offset, not a time zone name: the service speaks
 * epoch milliseconds only, and Vietnam keeps one offset all year.
 */
export function contactCenterDayOf(
  atMs: number,
  utcOffsetMinutes = DEFAULT_UTC_OFFSET_MINUTES,
): ContactCenterDay {
  const offsetMs = utcOffsetMinutes * 60_000;
  const localMs = atMs + offsetMs;
  const localMidnight = Math.floor(localMs / DAY_MS) * DAY_MS;
  const start = localMidnight - offsetMs;
  return {
    start,
    end: start + DAY_MS,
    utcOffsetMinutes,
    date: new Date(localMidnight).toISOString().slice(0, 10),
  };
}

/** The hour of the contact center's clock (0–23) at `atMs`. */
export function localHourOf(atMs: number, utcOffsetMinutes: number): number {
  const localMs = atMs + utcOffsetMinutes * 60_000;
  return Math.floor((((localMs % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
}

/** `UTC+07:00`, `UTC−03:30`, `UTC`: how the day is labelled wherever it is shown. */
export function utcOffsetLabel(utcOffsetMinutes: number): string {
  if (utcOffsetMinutes === 0) return 'UTC';
  const sign = utcOffsetMinutes > 0 ? '+' : '−';
  const abs = Math.abs(utcOffsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
