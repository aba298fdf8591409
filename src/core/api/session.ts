import { z } from 'zod';
import { roleSchema } from '../roles';

/**
 * The BFF's session endpoints, shared by server and SPA:
 *   GET    /api/session  → 200 SessionInfo | 401 problem
 *   POST   /api/session  body LoginRequest → 200 SessionInfo | 401 problem (bad credentials) | 400 problem
 *   DELETE /api/session  (x-csrf header) → 204
 * Every state-changing request other than login carries the session's CSRF token in the `x-csrf` header.
 */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
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
  csrfToken: z.string(),
  /** Where the console's upstream is: the embedded sandbox or a real service. */
  upstream: z.enum(['sandbox', 'service']),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const CSRF_HEADER = 'x-csrf';
export const SESSION_COOKIE = 'sb_session';
