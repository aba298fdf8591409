import { afterEach, describe, expect, it } from 'vitest';
import { pickedRange, presetRange, toPickerText } from './date-range-presets';

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('date range presets', () => {
  // Wednesday 26 Nov 2026, 15:20 in Ho Chi Minh City (08:20 UTC).
  const now = Date.UTC(2026, 10, 26, 8, 20);

  it.each([
    ['today', '2026-11-26 00:00:00', '2026-11-26 23:59:59'],
    ['yesterday', '2026-11-25 00:00:00', '2026-11-25 23:59:59'],
    ['last7Days', '2026-11-20 00:00:00', '2026-11-26 23:59:59'],
    ['thisMonth', '2026-11-01 00:00:00', '2026-11-26 23:59:59'],
  ] as const)("%s runs from %s to %s in the browser's zone", (preset, from, to) => {
    process.env.TZ = 'Asia/Ho_Chi_Minh';
    const range = presetRange(preset, now);
    expect(toPickerText(range.from)).toBe(from);
    expect(toPickerText(range.to)).toBe(to);
    expect(range.to % 1000).toBe(999);
  });

  it("takes the day of the browser's zone, not UTC's", () => {
    process.env.TZ = 'America/Los_Angeles'; // 00:20 on the 26th there
    expect(toPickerText(presetRange('yesterday', now).from)).toBe('2026-11-25 00:00:00');
    process.env.TZ = 'Pacific/Kiritimati'; // 22:20 on the 26th
    expect(toPickerText(presetRange('today', now).to)).toBe('2026-11-26 23:59:59');
  });
});

describe('a picked range', () => {
  it('keeps the time of day, the end inclusive to its minute; a start alone runs to the end of its day', () => {
    process.env.TZ = 'UTC';
    expect(pickedRange(['2026-11-26 08:15:00', '2026-11-26 17:30:00'])).toEqual({
      from: Date.UTC(2026, 10, 26, 8, 15),
      to: Date.UTC(2026, 10, 26, 17, 30, 59, 999),
    });
    expect(pickedRange(['2026-11-26 08:15:00', null])).toEqual({
      from: Date.UTC(2026, 10, 26, 8, 15),
      to: Date.UTC(2026, 10, 26, 23, 59, 59, 999),
    });
    expect(pickedRange([null, null])).toEqual({});
  });
});
