import { describe, expect, it } from 'vitest';
import { sipPasswordProblem } from './sip-password-policy';

describe('sipPasswordProblem', () => {
  it.each([
    ['x', undefined, 'too_short'],
    ['Ab1', undefined, 'too_short'],
    ['abcdefghij', undefined, 'one_class'],
    ['1234567890', undefined, 'one_class'],
    ['!!!!!!!!!!', undefined, 'one_class'],
    ['a'.repeat(129) + '1', undefined, 'too_long'],
    ['letan01abc', 'LeTan01abc', 'is_username'],
    ['letan01abc', '4321_letan01abc', 'is_username'],
    ['Letan01-dai', 'letan01', null],
    ['mK7pQ2xR9wZ4', undefined, null],
    ['abcdefghi1', 'someone', null],
  ])('%j (username %j) → %s', (password, username, problem) => {
    expect(sipPasswordProblem(password, username)).toBe(problem);
  });
});
