import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database stores instead of the session token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
