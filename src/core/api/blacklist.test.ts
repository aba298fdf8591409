import { describe, expect, it } from 'vitest';
import { blacklistedNumberInputSchema } from './blacklist';

const issueOf = (input: unknown) => blacklistedNumberInputSchema.safeParse(input).error?.issues[0];

describe('blacklisted number input', () => {
  it.each([
    ['a Vietnamese mobile, stored as 84…', { number: '0912.345.678' }, { number: '84912345678' }],
    ['a foreign number, stored as digits', { number: ' +1 (415) 555-0100 ' }, { number: '14155550100' }],
    [
      'one block',
      { number: '02838221234', ivrBlocked: true, queueBlocked: false },
      { number: '842838221234', ivrBlocked: true, queueBlocked: false },
    ],
  ])('accepts %s', (_, input, parsed) => {
    expect(blacklistedNumberInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['no number', { ivrBlocked: true }, 'number', 'Number is required'],
    ['a blank number', { number: '  ' }, 'number', 'Number is required'],
    ['letters', { number: 'spam caller' }, 'number', 'Number: only digits'],
    ['too few digits', { number: '12' }, 'number', 'Number: digits'],
    ['a + in the middle', { number: '84+912345678' }, 'number', 'Number: only digits'],
    [
      'neither block',
      { number: '0912345678', ivrBlocked: false, queueBlocked: false },
      'ivrBlocked',
      'Choose where the number is blocked',
    ],
    ['ivrBlocked as 1', { number: '0912345678', ivrBlocked: 1 }, 'ivrBlocked', 'Block in IVR is yes or no'],
    [
      'queueBlocked as "false"',
      { number: '0912345678', queueBlocked: 'false' },
      'queueBlocked',
      'Block in queue is yes or no',
    ],
  ])('refuses %s', (_, input, field, message) => {
    expect(issueOf(input)?.path).toEqual([field]);
    expect(issueOf(input)?.message).toContain(message);
  });
});
