import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimeOfDay } from './format-date-time';
import { localizeServiceTimes, parseServiceDateTime } from './service-time-text';

const zoneBefore = process.env.TZ;
/** Node reads TZ again when it changes: the browser's zone stands in for the person's. */
const inZone = (zone: string) => {
  process.env.TZ = zone;
};
afterEach(() => {
  process.env.TZ = zoneBefore;
});

// 26 Nov 2026 07:05:09 UTC
const instant = Date.UTC(2026, 10, 26, 7, 5, 9);

describe('formatDateTime', () => {
  it.each([
    ['UTC', 'vi', '26/11/2026 07:05'],
    ['UTC', 'en', '26 Nov 2026, 07:05'],
    ['Asia/Ho_Chi_Minh', 'vi', '26/11/2026 14:05'],
    ['Asia/Ho_Chi_Minh', 'en', '26 Nov 2026, 14:05'],
    ['America/New_York', 'vi', '26/11/2026 02:05'],
    ['Pacific/Honolulu', 'en', '25 Nov 2026, 21:05'],
  ])('in %s writes %s as %s', (zone, language, expected) => {
    inZone(zone);
    expect(formatDateTime(instant, language)).toBe(expected);
  });

  it('adds seconds when asked, takes ISO text and Dates, and writes a dash for no time', () => {
    inZone('UTC');
    expect(formatDateTime(instant, 'vi', { seconds: true })).toBe('26/11/2026 07:05:09');
    expect(formatDateTime(new Date(instant).toISOString(), 'en')).toBe('26 Nov 2026, 07:05');
    expect(formatDateTime(new Date(instant), 'en-GB')).toBe('26 Nov 2026, 07:05');
    expect(formatDateTime(null, 'vi')).toBe('—');
    expect(formatDateTime('not a date', 'vi')).toBe('—');
  });

  it('writes every English month as three letters and pads days', () => {
    inZone('UTC');
    expect(formatDate(Date.UTC(2026, 8, 3), 'en')).toBe('03 Sep 2026');
    expect(formatDate(Date.UTC(2026, 8, 3), 'vi')).toBe('03/09/2026');
    expect(formatTimeOfDay(Date.UTC(2026, 8, 3, 9, 4, 5), { seconds: true })).toBe('09:04:05');
  });
});

describe('service times', () => {
  it('reads both of the service spellings as Vietnam time', () => {
    expect(parseServiceDateTime('2026/11/26, 14:05:09')).toBe(instant);
    expect(parseServiceDateTime('2026-11-26 14:05:09')).toBe(instant);
    expect(parseServiceDateTime('yesterday')).toBeNull();
  });

  it("rewrites a service message's time into the browser's zone and the console's format", () => {
    inZone('America/New_York');
    const message = 'Call 42 is not running (it ended at 2026/11/26, 14:05:09)';
    expect(localizeServiceTimes(message, 'en')).toBe(
      'Call 42 is not running (it ended at 26 Nov 2026, 02:05:09)',
    );
    expect(localizeServiceTimes(message, 'vi')).toBe(
      'Call 42 is not running (it ended at 26/11/2026 02:05:09)',
    );
    expect(localizeServiceTimes('no time here 2026', 'vi')).toBe('no time here 2026');
  });
});
