import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Hashes stored by earlier versions: `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` (OWASP's N=2^17, r=8,
 * p=1). Still checked, so nobody is locked out; a sign-in that passes stores an Argon2id hash instead.
 */
export const isScryptHash = (stored: string) => stored.startsWith('scrypt$');

/** Constant-time check of an already normalized password; a malformed or unreasonable hash never matches. */
export async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return false;
  const [log2n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2n, r, p].every(Number.isInteger) || log2n > 20 || r > 32 || p > 4) return false;
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const N = 2 ** log2n;
  // Node refuses scrypt above 32 MiB unless told; allow twice the 128·N·r working set.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, expected.length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
  return timingSafeEqual(actual, expected);
}
