import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { isScryptHash, verifyScrypt } from './scrypt-passwords';

/**
 * OWASP's first choice and its minimum: Argon2id, 19 MiB, 2 passes, 1 lane. About 30 ms of a core, where
 * scrypt at OWASP's N=2^17 (what earlier versions stored) took 0.3–0.6 s and 128 MiB: on a busy 2-core
 * host a sign-in waited seconds for its hash. (The library's `Algorithm` is a const enum, which this
 * project's module syntax cannot read: 2 is Argon2id.)
 */
const ARGON2ID: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
/** A stored hash asking for more than this is refused rather than computed (a hash is data, not trusted). */
const MOST = { memoryCost: 262_144, timeCost: 10, parallelism: 4 };
const CURRENT_PARAMETERS = `m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}`;
const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

// Vietnamese keyboards may send precomposed or combining diacritics for the same password.
const normalized = (password: string) => password.normalize('NFKC');

/** A PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) with a salt of its own. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalized(password), ARGON2ID);
}

/** Constant-time check of a password against a stored hash; a malformed or unreasonable hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return verifyScrypt(normalized(password), stored);
  const parameters = ARGON2ID_HASH.exec(stored);
  if (!parameters) return false;
  const [memoryCost, timeCost, parallelism] = parameters.slice(1).map(Number) as [number, number, number];
  if (memoryCost > MOST.memoryCost || timeCost > MOST.timeCost || parallelism > MOST.parallelism)
    return false;
  return verify(stored, normalized(password)).catch(() => false);
}

/** True when the stored hash is not Argon2id at today's parameters: rehash it at the next sign-in. */
export const needsRehash = (stored: string) => !stored.startsWith(`$argon2id$v=19$${CURRENT_PARAMETERS}$`);

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
