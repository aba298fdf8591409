import { describe, expect, it } from 'vitest';
import {
  createSipPhoneInputSchema,
  projectIdOfPhones,
  sipPhoneNameToSend,
  updateSipPhoneInputSchema,
} from './sip-phones';

describe('createSipPhoneInputSchema', () => {
  it.each([
    { username: 'desk_12', password: 'Secret-2024x' },
    { username: 'a.b-c', password: 'x'.repeat(127) + '1' },
    { username: 'x'.repeat(32), password: 'Secret-2024x' },
  ])('accepts %j', (input) => {
    expect(createSipPhoneInputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [{ username: 'ab', password: 'Secret-2024x' }, 'username'],
    [{ username: 'x'.repeat(33), password: 'Secret-2024x' }, 'username'],
    [{ username: 'desk 12', password: 'Secret-2024x' }, 'username'],
    [{ username: 'bàn', password: 'Secret-2024x' }, 'username'],
    [{ username: 'desk_12', password: 'short' }, 'password'],
    [{ username: 'desk_12' }, 'password'],
    [{ password: 'Secret-2024x' }, 'username'],
  ])('refuses %j at %s', (input, field) => {
    const result = createSipPhoneInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('trims the username', () => {
    expect(createSipPhoneInputSchema.parse({ username: ' desk ', password: 'Secret-2024x' }).username).toBe(
      'desk',
    );
  });
});

describe('updateSipPhoneInputSchema', () => {
  it.each([
    { password: 'Secret-2024x' },
    { password: 'Secret-2024x', extension: 0 },
    { password: 'Secret-2024x', extension: 99_999_999 },
    { password: 'Secret-2024x', extension: null },
  ])('accepts %j', (input) => {
    expect(updateSipPhoneInputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [{ extension: 12 }, 'password'],
    [{ password: 'Secret-2024x', extension: -1 }, 'extension'],
    [{ password: 'Secret-2024x', extension: 1.5 }, 'extension'],
    [{ password: 'Secret-2024x', extension: '12' }, 'extension'],
    [{ password: 'Secret-2024x', extension: 100_000_000 }, 'extension'],
  ])('refuses %j at %s', (input, field) => {
    const result = updateSipPhoneInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('sipPhoneNameToSend', () => {
  it.each([
    ['letan01', '4321', 'letan01'],
    ['4321_letan01', '4321', 'letan01'],
    ['letan_01', null, 'letan_01'],
  ])('sends %j in project %s as %j', (typed, project, sent) => {
    expect(sipPhoneNameToSend(typed, project)).toEqual({ ok: true, username: sent });
  });

  it.each([
    ['9999_letan01', '4321', /9999_ is not this project's prefix \(4321_\)/],
    ['4321_letan01', null, /leave out the project prefix/],
    ['4321_ab', '4321', /at least 3 characters/],
  ])('refuses %j in project %s', (typed, project, message) => {
    const result = sipPhoneNameToSend(typed, project);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
  });

  it('reads the project off the listed full usernames, only when they agree', () => {
    expect(projectIdOfPhones(['4321_a', '4321_b_c'])).toBe('4321');
    expect(projectIdOfPhones([])).toBeNull();
    expect(projectIdOfPhones(['4321_a', '55_b'])).toBeNull();
  });
});
