import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (about 128 MiB and a few hundred ms per hash). */
const LOG2_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** Stored as `scrypt$<log2 N>$<r>$<p>$<salt b64>$<hash b64>` so that parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, LOG2_N, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', LOG2_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [log2n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2n, r, p].every(Number.isInteger) || log2n > 20 || r > 32 || p > 4) return false;
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(parts[4]!, 'base64'), log2n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first sign-in, so that even that one is not slower than others. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  return dummyHash;
}

/**
 * Spends the same time as checking a real user's password, so that response time does not reveal
 * whether a username exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}

function derive(
  password: string,
  salt: Buffer,
  log2n: number,
  r: number,
  p: number,
  keyLength = KEY_LENGTH,
): Promise<Buffer> {
  const N = 2 ** log2n;
  // Node refuses scrypt above 32 MiB unless told; allow twice the 128·N·r working set.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) => {
    // Vietnamese keyboards may send precomposed or combining diacritics for the same password.
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
