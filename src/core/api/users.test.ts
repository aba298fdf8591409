import { describe, expect, it } from 'vitest';
import { auditQuerySchema, createUserSchema, resetPasswordSchema, updateUserSchema } from './users';

const valid = {
  username: 'mai.tran',
  displayName: 'Trần Thị Mai',
  role: 'support',
  password: 'twelve-chars',
};

describe('creating a user', () => {
  it('normalizes the username and trims the name', () => {
    expect(createUserSchema.parse({ ...valid, username: ' Mai.Tran ', displayName: ' Mai ' })).toMatchObject({
      username: 'mai.tran',
      displayName: 'Mai',
    });
  });

  it.each([
    ['a password under 12 characters', { password: 'eleven-char' }, 'password', /at least 12 characters/],
    ['a username with spaces', { username: 'mai tran' }, 'username', /letters, digits/],
    ['a username too short', { username: 'ab' }, 'username', /at least 3/],
    ['a blank name', { displayName: '  ' }, 'displayName', /Enter a name/],
    ['an unknown role', { role: 'owner' }, 'role', /./],
  ])('refuses %s', (_case, change, field, message) => {
    const result = createUserSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
    expect(issue?.message).toMatch(message);
  });
});

describe('changing a user', () => {
  it.each([{ role: 'lead' }, { disabled: true }, { displayName: 'Mai' }])('accepts %o', (change) => {
    expect(updateUserSchema.safeParse(change).success).toBe(true);
  });

  it.each([{}, { password: 'sneaky-password' }, { role: 'owner' }])('refuses %o', (change) => {
    expect(updateUserSchema.safeParse(change).success).toBe(false);
  });

  it('resets a password only to one of 12 characters or more', () => {
    expect(resetPasswordSchema.safeParse({ password: 'short' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ password: 'long-enough-pw' }).success).toBe(true);
  });
});

describe('the audit query', () => {
  it('has paging defaults and lower-cases the username', () => {
    expect(auditQuerySchema.parse({ username: 'Admin' })).toEqual({
      page: 1,
      pageSize: 50,
      username: 'admin',
    });
  });

  it.each([{ from: '2026-03-01' }, { action: 'a b' }, { page: '0' }])('refuses %o', (query) => {
    expect(auditQuerySchema.safeParse(query).success).toBe(false);
  });

  it('accepts instants with an offset', () => {
    expect(auditQuerySchema.safeParse({ from: '2026-03-01T00:00:00+07:00' }).success).toBe(true);
  });
});
