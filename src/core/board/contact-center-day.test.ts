import { describe, expect, it } from 'vitest';
import { contactCenterDayOf, localHourOf, utcOffsetLabel } from './contact-center-day';

describe('the contact center day', () => {
  it('turns at midnight in Vietnam, which is 17:00 UTC the day before', () => {
    const justBefore = Date.parse('2026-03-01T16:59:59.999Z');
    const midnight = Date.parse('2026-03-01T17:00:00.000Z');
    expect(contactCenterDayOf(justBefore)).toEqual({
      start: Date.parse('2026-02-28T17:00:00.000Z'),
      end: midnight,
      utcOffsetMinutes: 420,
      date: '2026-03-01',
    });
    expect(contactCenterDayOf(midnight).date).toBe('2026-03-02');
    expect(contactCenterDayOf(midnight).start).toBe(midnight);
  });

  it('is a UTC day when the offset is 0 and follows a negative offset too', () => {
    const at = Date.parse('2026-03-01T02:00:00.000Z');
    expect(contactCenterDayOf(at, 0).date).toBe('2026-03-01');
    expect(contactCenterDayOf(at, -300).date).toBe('2026-02-28');
    expect(contactCenterDayOf(at, -300).start).toBe(Date.parse('2026-02-28T05:00:00.000Z'));
  });

  it('reads hours on the contact center clock', () => {
    expect(localHourOf(Date.parse('2026-03-01T17:30:00Z'), 420)).toBe(0);
    expect(localHourOf(Date.parse('2026-03-01T16:30:00Z'), 420)).toBe(23);
    expect(localHourOf(Date.parse('2026-03-01T02:30:00Z'), -300)).toBe(21);
  });

  it.each([
    [420, 'UTC+07:00'],
    [0, 'UTC'],
    [-210, 'UTC−03:30'],
  ])('labels offset %d as %s', (offset, label) => {
    expect(utcOffsetLabel(offset)).toBe(label);
  });
});
