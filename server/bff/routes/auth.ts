import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  sessionInfoSchema,
  type LoginRequest,
  type SessionInfo,
} from '@/core/api/session';
import type { UserRow } from '../../db/schema';
import { needsRehash, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { loginRateLimit } from '../auth/rate-limits';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../auth/session-cookie';
import type { SignInGuard } from '../auth/sign-in-guard';
import { sessionOf } from '../plugins/authentication';
import type { BffServices } from '../plugins/services';
import { HttpProblem } from '../problem';
import { noContentSchema, problemResponses } from './route-schemas';
import { normalizeUsername, toSessionUser } from '../repositories/users';

/** One message for every failed sign-in, so that it reveals nothing about which part was wrong. */
export const INVALID_CREDENTIALS = 'The username or password is incorrect.';

const tags = ['Session'];

export type AuthRouteOptions = { loginRateLimitPerMinute: number; signInGuard: SignInGuard };

/** POST /auth/login, POST /auth/logout, GET /auth/me under /api, as src/core/api/session.ts describes. */
export function registerAuthRoutes(api: FastifyInstance, options: AuthRouteOptions) {
  const services = api.services;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const limitLogins = loginRateLimit(api, options.loginRateLimitPerMinute);

  routes.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user and the upstream the console runs on',
        response: { 200: sessionInfoSchema, ...problemResponses(401, 429) },
      },
    },
    async (request): Promise<SessionInfo> => sessionInfo(services, sessionOf(request).user),
  );

  routes.post(
    '/auth/login',
    {
      config: { public: true },
      // After body validation: the limit is per IP and username, and a malformed body costs nothing.
      preHandler: limitLogins,
      schema: {
        tags,
        summary: 'Sign in: starts a session and sets its cookie',
        body: loginRequestSchema,
        response: { 200: sessionInfoSchema, ...problemResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply): Promise<SessionInfo> => {
      const user = await authenticate(services, options.signInGuard, request, reply);
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

  routes.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session and clears its cookie',
        response: { 204: noContentSchema, ...problemResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await services.sessions.end(session.id);
      clearSessionCookie(request, reply);
      await services.audit.record({
        action: 'session.logout',
        userId: session.user.id,
        username: session.user.username,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );
}

/**
 * The user behind the credentials, or a 401 (after the same amount of work whatever went wrong), unless
 * the guard refuses first: too many failures (429) or no hashing slot in time (503).
 */
async function authenticate(
  services: BffServices,
  guard: SignInGuard,
  request: FastifyRequest<{ Body: LoginRequest }>,
  reply: FastifyReply,
): Promise<UserRow> {
  const credentials = request.body;
  const priority = await guard.admit(request, reply, credentials.username);
  const user = await services.users.findByUsername(credentials.username);
  const attempt = { username: credentials.username, priority };
  const passwordMatches = await guard.hashing(request, reply, attempt, () =>
    user
      ? verifyPassword(credentials.password, user.password_hash)
      : verifyAgainstDummy(credentials.password),
  );
  if (user && passwordMatches && !user.disabled) {
    await guard.recordSuccess(request);
    // The password was right: a hash that cannot be replaced now is replaced at a later sign-in.
    if (needsRehash(user.password_hash))
      await services.users
        .rehashPassword(user.id, credentials.password, user.password_hash)
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'sign-in: rehashing the password failed'),
        );
    return user;
  }

  await guard.recordFailure(request, credentials.username);
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
