import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/core/api/session';

/** Whether the browser reached us over https, directly or (with TRUST_PROXY) through a proxy. */
const overHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Over https the `__Host-` name, which browsers accept only with Secure, Path=/ and no Domain. */
export const sessionCookieName = (request: FastifyRequest) =>
  overHttps(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/**
 * httpOnly keeps the token away from scripts; SameSite=Strict keeps other sites from riding on it;
 * Secure whenever the browser reached us over https.
 */
function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: overHttps(request) };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(sessionCookieName(request), token, { ...cookieOptions(request), expires });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), cookieOptions(request));
}

export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[sessionCookieName(request)];
