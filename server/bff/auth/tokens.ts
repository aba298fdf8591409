import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session tokens and CSRF tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database stores instead of the session token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Compares two secrets without revealing, through timing, how much of them matched. */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
