import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../problem';
import { normalizeUsername } from '../repositories/users';

const MINUTE_MS = 60_000;

/** Checks one request against a limit; throws a 429 problem (with Retry-After) once it is used up. */
export type RateLimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Every /api request, counted per live session (people behind one NAT share an IP) and per client IP
 * otherwise. Only a session the database knows earns its own allowance (`request.auth`, looked up
 * before): keyed on the cookie's value, a client sending a new random cookie each time was never limited.
 * The key is the session's id (the hash of its token), never the token itself.
 */
export function apiRateLimit(app: FastifyInstance, perMinute: number): RateLimitCheck {
  return limiter(app, perMinute, (request) =>
    request.auth ? `session:${request.auth.id}` : `ip:${request.ip}`,
  );
}

/**
 * Sign-in attempts per client IP and username, so that guessing one account's password is slow while
 * colleagues behind the same address can still sign in. Needs the parsed body (a preHandler).
 */
export function loginRateLimit(app: FastifyInstance, perMinute: number): RateLimitCheck {
  return limiter(app, perMinute, (request) => {
    const { username } = request.body as { username: string };
    return `${request.ip}|${normalizeUsername(username)}`;
  });
}

function limiter(
  app: FastifyInstance,
  perMinute: number,
  keyOf: (request: FastifyRequest) => string,
): RateLimitCheck {
  const check = app.createRateLimit({ max: perMinute, timeWindow: MINUTE_MS, keyGenerator: keyOf });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpProblem(
      429,
      'Too Many Requests',
      `Too many requests; try again in ${result.ttlInSeconds} s.`,
    );
  };
}
