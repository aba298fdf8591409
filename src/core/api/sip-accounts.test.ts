import { describe, expect, it } from 'vitest';
import {
  createSipAccountInputSchema,
  sipAccountListQuerySchema,
  updateSipAccountInputSchema,
} from './sip-accounts';

const account = { username: 'le_tan.01', password: 'Le-tan-2024', extension: 101 };
const createIssue = (input: unknown) => createSipAccountInputSchema.safeParse(input).error?.issues[0];
const updateIssue = (input: unknown) => updateSipAccountInputSchema.safeParse(input).error?.issues[0];

describe('SIP account create input', () => {
  it.each([
    ['no linked user', account, account],
    ['a linked user', { ...account, serviceUserId: 'lan' }, { ...account, serviceUserId: 'lan' }],
    ['a blank linked user', { ...account, serviceUserId: ' ' }, account],
    [
      'the largest extension',
      { ...account, extension: 2_147_483_647 },
      { ...account, extension: 2_147_483_647 },
    ],
  ])('accepts %s', (_, input, parsed) => {
    expect(createSipAccountInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['no username', { ...account, username: undefined }, 'username', 'Username is required'],
    ['a username with a slash', { ...account, username: 'a/b' }, 'username', 'Username: 1 to 64'],
    ['a username with a space', { ...account, username: 'le tan' }, 'username', 'Username: 1 to 64'],
    ['no password', { ...account, password: undefined }, 'password', 'Password is required'],
    ['a one-character password', { ...account, password: 'x' }, 'password', 'at least 10 characters'],
    ['only letters', { ...account, password: 'abcdefghijkl' }, 'password', 'mix character kinds'],
    [
      'the username',
      { ...account, username: 'letan01abc', password: 'LETAN01ABC' },
      'password',
      'not be the username',
    ],
    ['extension 0', { ...account, extension: 0 }, 'extension', 'Extension is between 1 and'],
    ['extension as text', { ...account, extension: '101' }, 'extension', 'Extension must be a number'],
    ['no extension', { username: 'a', password: 'Le-tan-2024' }, 'extension', 'Extension must be a number'],
  ])('refuses %s', (_, input, field, message) => {
    expect(createIssue(input)?.path).toEqual([field]);
    expect(createIssue(input)?.message).toContain(message);
  });
});

describe('SIP account update input', () => {
  it.each([
    ['an extension alone: the password is kept', { extension: 102 }, { extension: 102 }],
    [
      'a new password',
      { password: 'New-pass-2024', extension: 102 },
      { password: 'New-pass-2024', extension: 102 },
    ],
    ['an unlink', { extension: 102, serviceUserId: '' }, { extension: 102, serviceUserId: null }],
  ])('accepts %s', (_, input, parsed) => {
    expect(updateSipAccountInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['a weak new password', { password: 'p', extension: 102 }, 'password'],
    ['no extension', { password: 'New-pass-2024' }, 'extension'],
  ])('refuses %s', (_, input, field) => {
    expect(updateIssue(input)?.path).toEqual([field]);
  });
});

describe('SIP account list query', () => {
  it.each([
    [{}, { page: 1, pageSize: 50 }],
    [
      { extension: '101', page: '2' },
      { page: 2, pageSize: 50, extension: 101 },
    ],
    [
      { username: '', serviceUserId: '', extension: '' },
      { page: 1, pageSize: 50 },
    ],
  ])('reads %j', (query, parsed) => {
    expect(sipAccountListQuerySchema.parse(query)).toEqual(parsed);
  });

  it('refuses an extension that is not a number', () => {
    expect(sipAccountListQuerySchema.safeParse({ extension: 'abc' }).success).toBe(false);
  });
});
