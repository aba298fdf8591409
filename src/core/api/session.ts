import { z } from 'zod/mini';
import { roleSchema } from '../roles';

/**
 * The BFF's authentication endpoints, shared by server and SPA:
 *   POST /api/auth/login   body LoginRequest → 200 SessionInfo | 401 problem (bad credentials) | 400 | 429
 *   POST /api/auth/logout  → 204 (the session is deleted server-side)
 *   GET  /api/auth/me      → 200 SessionInfo | 401 problem
 * Every state-changing /api request, login included, carries `x-csrf: 1` and must come from our own
 * origin (Sec-Fetch-Site: same-origin, or an Origin naming our host); anything else gets a 403 problem.
 */
export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: roleSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionInfoSchema = z.object({
  user: sessionUserSchema,
  /** Where the console's upstream is: the embedded sandbox or a real service. */
  upstream: z.enum(['sandbox', 'service']),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const CSRF_HEADER = 'x-csrf';
/** The only value the BFF accepts: the header's presence is what a cross-site form cannot forge. */
export const CSRF_HEADER_VALUE = '1';
export const SESSION_COOKIE = 'sb_session';
/** The cookie's name over https: the `__Host-` prefix makes browsers insist on Secure, Path=/, no Domain. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
