import { describe, expect, it } from 'vitest';
import { blacklistedNumberInputSchema } from './blacklist';

const issueOf = (input: unknown) => blacklistedNumberInputSchema.safeParse(input).error?.issues[0];

describe('blacklisted number input', () => {
  it.each([
    ['a Vietnamese mobile', { number: '0912345678' }, { number: '0912345678' }],
    ['a number kept as written', { number: ' +1 (415) 555-0100 ' }, { number: '+1 (415) 555-0100' }],
    [
      'both blocks',
      { number: '02838221234', ivrBlocked: true, queueBlocked: false },
      { number: '02838221234', ivrBlocked: true, queueBlocked: false },
    ],
  ])('accepts %s', (_, input, parsed) => {
    expect(blacklistedNumberInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['no number', { ivrBlocked: true }, 'number', 'Number is required'],
    ['a blank number', { number: '  ' }, 'number', 'Number is required'],
    ['letters', { number: 'spam caller' }, 'number', 'Number: digits'],
    ['too few digits', { number: '12' }, 'number', 'Number: digits'],
    ['a + in the middle', { number: '84+912345678' }, 'number', 'Number: digits'],
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
