import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  sessionInfoSchema,
  type SessionInfo,
  type LoginRequest,
} from '../../../src/core/api/session';
import type { UserRow } from '../../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../auth/session-cookie';
import { sessionOf } from '../plugins/authentication';
import type { BffServices } from '../plugins/services';
import { HttpProblem } from '../problem';
import { normalizeUsername, toSessionUser } from '../repositories/users';

/** One message for every failed sign-in, so that it reveals nothing about which part was wrong. */
export const INVALID_CREDENTIALS = 'The username or password is incorrect.';

export type SessionRouteOptions = { loginRateLimitPerMinute: number };

/** GET (who am I), POST (sign in), DELETE (sign out) /api/session, as src/core/api/session.ts describes. */
export function registerSessionRoutes(api: FastifyInstance, options: SessionRouteOptions) {
  const services = api.services;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/session',
    { schema: { response: { 200: sessionInfoSchema } } },
    async (request): Promise<SessionInfo> => {
      const session = sessionOf(request);
      return sessionInfo(services, session.user, session.csrfToken);
    },
  );

  routes.post(
    '/session',
    {
      config: {
        public: true,
        rateLimit: { max: options.loginRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: { body: loginRequestSchema, response: { 200: sessionInfoSchema } },
    },
    async (request, reply): Promise<SessionInfo> => {
      const user = await authenticate(services, request, request.body);
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
      return sessionInfo(services, user, started.csrfToken);
    },
  );

  routes.delete('/session', async (request, reply) => {
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

function sessionInfo(services: BffServices, user: UserRow, csrfToken: string): SessionInfo {
  return { user: toSessionUser(user), csrfToken, upstream: services.upstream.kind };
}
