import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  sessionInfoSchema,
  type LoginRequest,
  type SessionInfo,
} from '../../../src/core/api/session';
import type { UserRow } from '../../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { loginRateLimit } from '../auth/rate-limits';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../auth/session-cookie';
import { sessionOf } from '../plugins/authentication';
import type { BffServices } from '../plugins/services';
import { HttpProblem } from '../problem';
import { normalizeUsername, toSessionUser } from '../repositories/users';

/** One message for every failed sign-in, so that it reveals nothing about which part was wrong. */
export const INVALID_CREDENTIALS = 'The username or password is incorrect.';

export type AuthRouteOptions = { loginRateLimitPerMinute: number };

/** POST /auth/login, POST /auth/logout, GET /auth/me under /api, as src/core/api/session.ts describes. */
export function registerAuthRoutes(api: FastifyInstance, options: AuthRouteOptions) {
  const services = api.services;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const limitLogins = loginRateLimit(api, options.loginRateLimitPerMinute);

  routes.get(
    '/auth/me',
    { schema: { response: { 200: sessionInfoSchema } } },
    async (request): Promise<SessionInfo> => sessionInfo(services, sessionOf(request).user),
  );

  routes.post(
    '/auth/login',
    {
      config: { public: true },
      // After body validation: the limit is per IP and username, and a malformed body costs nothing.
      preHandler: limitLogins,
      schema: { body: loginRequestSchema, response: { 200: sessionInfoSchema } },
    },
    async (request, reply): Promise<SessionInfo> => {
      const user = await authenticate(services, request, request.body);
      // Whatever session the browser had ends; the new one gets a fresh id (no session fixation).
      const previous = sessionTokenOf(request);
      if (previous) await services.sessions.endByToken(previous);
      const started = await services.sessions.start(user.id);
      setSessionCookie(request, reply, started.token, started.expiresAt);
      await services.audit.record({
        action: 'session.login',
        userId: user.id,
        username: user.username,
        ip: request.ip,
      });
      return sessionInfo(services, user);
    },
  );

  routes.post('/auth/logout', async (request, reply) => {
    const session = sessionOf(request);
    await services.sessions.end(session.id);
    clearSessionCookie(request, reply);
    await services.audit.record({
      action: 'session.logout',
      userId: session.user.id,
      username: session.user.username,
      ip: request.ip,
    });
    return reply.code(204).send();
  });
}

/** The user behind the credentials, or a 401 (after the same amount of work whatever went wrong). */
async function authenticate(
  services: BffServices,
  request: FastifyRequest,
  credentials: LoginRequest,
): Promise<UserRow> {
  const user = await services.users.findByUsername(credentials.username);
  const passwordMatches = user
    ? await verifyPassword(credentials.password, user.password_hash)
    : await verifyAgainstDummy(credentials.password);
  if (user && passwordMatches && !user.disabled) return user;

  const reason = !user ? 'unknown-user' : !passwordMatches ? 'wrong-password' : 'disabled';
  await services.audit.record({
    action: 'session.login_failed',
    userId: user?.id ?? null,
    username: normalizeUsername(credentials.username),
    detail: { reason },
    ip: request.ip,
  });
  throw new HttpProblem(401, 'Unauthorized', INVALID_CREDENTIALS);
}

function sessionInfo(services: BffServices, user: UserRow): SessionInfo {
  return { user: toSessionUser(user), upstream: services.upstream.kind };
}
