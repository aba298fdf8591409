import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { scryptHashOf } from '../test-support/scrypt-hash';

describe('password hashing', () => {
  it('stores Argon2id m=19 MiB, t=2, p=1 with a salt of its own, and verifies', async () => {
    const [first, second] = await Promise.all([hashPassword('mật khẩu'), hashPassword('mật khẩu')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('mật khẩu', first)).toBe(true);
    // The same password typed with combining diacritics (NFD) still matches.
    expect(await verifyPassword('mật khẩu'.normalize('NFD'), first)).toBe(true);
    expect(await verifyPassword('mat khau', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('still checks the scrypt hashes earlier versions stored, and asks for them to be rehashed', async () => {
    const stored = scryptHashOf('mật khẩu');
    expect(await verifyPassword('mật khẩu', stored)).toBe(true);
    expect(await verifyPassword('mật khẩu'.normalize('NFD'), stored)).toBe(true);
    expect(await verifyPassword('mat khau', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true);
  });

  it.each([
    '',
    'plain',
    'scrypt$17$8$1$c2FsdA==$',
    'scrypt$30$8$1$c2FsdA==$aGFzaA==',
    'bcrypt$x$y$z$a$b',
    '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0',
    '$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
    '$argon2id$v=19$m=19456,t=99,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
    '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA',
  ])('never matches a malformed or unreasonable stored hash %j', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('the dummy check always fails', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
