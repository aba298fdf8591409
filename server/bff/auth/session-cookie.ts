import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../src/core/api/session';

/**
 * httpOnly keeps the token away from scripts; SameSite=Strict keeps other sites from riding on it;
 * Secure whenever the browser reached us over https (directly or, with TRUST_PROXY, through a proxy).
 */
function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];
