import { randomBytes, scryptSync } from 'node:crypto';

/** A password hash as earlier versions stored it, at a smaller N than theirs to keep tests quick. */
export function scryptHashOf(password: string, log2n = 14): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, {
    N: 2 ** log2n,
    r: 8,
    p: 1,
    maxmem: 2 * 128 * 8 * 2 ** log2n,
  });
  return ['scrypt', log2n, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
