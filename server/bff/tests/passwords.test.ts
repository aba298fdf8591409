import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';

describe('password hashing', () => {
  it('stores scrypt N=2^17, r=8, p=1 with a per-user salt, and verifies', async () => {
    const [first, second] = await Promise.all([hashPassword('mật khẩu'), hashPassword('mật khẩu')]);
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{86}==$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('mật khẩu', first)).toBe(true);
    // The same password typed with combining diacritics (NFD) still matches.
    expect(await verifyPassword('mật khẩu'.normalize('NFD'), first)).toBe(true);
    expect(await verifyPassword('mat khau', first)).toBe(false);
  });

  it.each(['', 'plain', 'scrypt$17$8$1$c2FsdA==$', 'scrypt$30$8$1$c2FsdA==$aGFzaA==', 'bcrypt$x$y$z$a$b'])(
    'never matches a malformed or unreasonable stored hash %j',
    async (stored) => {
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );

  it('the dummy check always fails', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
