import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Upper-case alphanumeric ids, like the service's (e.g. `IVT7Q2M9K1XZ4B0C`). */
export function newId(prefix: string, length = 14): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
