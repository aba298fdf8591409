import { describe, expect, it } from 'vitest';
import { loginSearchSchema } from './login-search';

describe('the sign-in page’s return address', () => {
  it.each(['/', '/agents', '/call-log?from=2026-01-01&page=2', '/ivr/42#node-7'])(
    'keeps the in-app path %s',
    (path) => {
      expect(loginSearchSchema.parse({ redirect: path })).toEqual({ redirect: path });
    },
  );

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'agents',
    42,
  ])('drops %s, which could lead off the console', (target) => {
    expect(loginSearchSchema.parse({ redirect: target })).toEqual({ redirect: undefined });
  });

  it('has no return address when none is given', () => {
    expect(loginSearchSchema.parse({})).toEqual({});
  });
});
