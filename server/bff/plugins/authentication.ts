import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertSameOrigin } from '../auth/csrf';
import { apiRateLimit } from '../auth/rate-limits';
import { clearSessionCookie, sessionTokenOf } from '../auth/session-cookie';
import type { ActiveSession } from '../auth/session-manager';
import { unauthorized } from '../problem';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session: always set on non-public routes, and on public ones when there is one. */
    auth: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (health, login). */
    public?: boolean;
  }
}

export type AuthenticationOptions = { apiRateLimitPerMinute: number };

/**
 * Installs, in the scope it is given (the /api routes), the checks every request passes in order: the
 * session cookie is looked up (one indexed read), the general rate limit counts the request against that
 * session — or against the client IP when there is none or the cookie names no live session, so that a
 * fresh random cookie on each request buys nothing — then for state-changing methods the CSRF check
 * (login included: it changes who is signed in), then a live session unless the route is public.
 */
export function installAuthentication(api: FastifyInstance, options: AuthenticationOptions) {
  const rateLimit = apiRateLimit(api, options.apiRateLimitPerMinute);
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionTokenOf(request);
    const session = token ? await api.services.sessions.resume(token) : null;
    request.auth = session;
    await rateLimit(request, reply);
    assertSameOrigin(request);
    if (request.routeOptions.config.public) return;
    if (!session) {
      if (token) clearSessionCookie(request, reply);
      throw unauthorized(token ? 'Your session has ended; sign in again.' : undefined);
    }
  });
}

/** The session of a route behind the authentication hook. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
