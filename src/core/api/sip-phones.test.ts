import { describe, expect, it } from 'vitest';
import { createSipPhoneInputSchema, updateSipPhoneInputSchema } from './sip-phones';

describe('createSipPhoneInputSchema', () => {
  it.each([
    { username: 'desk_12', password: 'secret' },
    { username: 'a.b-c', password: 'x'.repeat(128) },
    { username: 'x'.repeat(32), password: 'secret' },
  ])('accepts %j', (input) => {
    expect(createSipPhoneInputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [{ username: 'ab', password: 'secret' }, 'username'],
    [{ username: 'x'.repeat(33), password: 'secret' }, 'username'],
    [{ username: 'desk 12', password: 'secret' }, 'username'],
    [{ username: 'bàn', password: 'secret' }, 'username'],
    [{ username: 'desk_12', password: 'short' }, 'password'],
    [{ username: 'desk_12' }, 'password'],
    [{ password: 'secret' }, 'username'],
  ])('refuses %j at %s', (input, field) => {
    const result = createSipPhoneInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('trims the username', () => {
    expect(createSipPhoneInputSchema.parse({ username: ' desk ', password: 'secret' }).username).toBe('desk');
  });
});

describe('updateSipPhoneInputSchema', () => {
  it.each([
    { password: 'secret' },
    { password: 'secret', extension: 0 },
    { password: 'secret', extension: 99_999_999 },
    { password: 'secret', extension: null },
  ])('accepts %j', (input) => {
    expect(updateSipPhoneInputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [{ extension: 12 }, 'password'],
    [{ password: 'secret', extension: -1 }, 'extension'],
    [{ password: 'secret', extension: 1.5 }, 'extension'],
    [{ password: 'secret', extension: '12' }, 'extension'],
    [{ password: 'secret', extension: 100_000_000 }, 'extension'],
  ])('refuses %j at %s', (input, field) => {
    const result = updateSipPhoneInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
