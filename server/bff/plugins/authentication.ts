import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../../src/core/api/session';
import { clearSessionCookie, sessionTokenOf } from '../auth/session-cookie';
import type { ActiveSession } from '../auth/session-manager';
import { sameSecret } from '../auth/tokens';
import { forbidden, unauthorized } from '../problem';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; set on every route except the public ones. */
    auth: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (health, login). */
    public?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Installs, in the scope it is given (the /api routes), one hook that requires a live session and,
 * for state-changing methods, the session's CSRF token in the `x-csrf` header.
 */
export function installAuthentication(api: FastifyInstance) {
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.public) return;
    const token = sessionTokenOf(request);
    const session = token ? await api.services.sessions.resume(token) : null;
    if (!session) {
      if (token) clearSessionCookie(request, reply);
      throw unauthorized(token ? 'Your session has ended; sign in again.' : undefined);
    }
    if (STATE_CHANGING.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameSecret(sent, session.csrfToken)) {
        throw forbidden(`Missing or invalid ${CSRF_HEADER} header.`);
      }
    }
    request.auth = session;
  });
}

/** The session of a route behind the authentication hook. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
