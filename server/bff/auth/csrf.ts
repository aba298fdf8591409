import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@/core/api/session';
import { forbidden } from '../problem';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isStateChanging = (request: FastifyRequest) => STATE_CHANGING.has(request.method);

/**
 * Why a state-changing request may not be trusted to come from our own pages, or null when it may.
 * A cross-site form cannot set a custom header, and browsers label every request with where it came
 * from: `Sec-Fetch-Site` (modern browsers) or else `Origin`, which must name the host we were asked as.
 */
export function crossSiteReason(request: FastifyRequest): string | null {
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    return `State-changing requests need the header ${CSRF_HEADER}: ${CSRF_HEADER_VALUE}.`;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) {
    return fetchSite === 'same-origin' ? null : 'The request did not come from this console.';
  }
  const origin = request.headers.origin;
  if (origin === undefined) return 'The request does not say where it came from (Origin).';
  return originHost(origin) === request.host.toLowerCase() ? null : 'The request came from another origin.';
}

/** Throws a 403 problem unless a state-changing request comes from our own origin with the CSRF header. */
export function assertSameOrigin(request: FastifyRequest): void {
  if (!isStateChanging(request)) return;
  const reason = crossSiteReason(request);
  if (reason) throw forbidden(reason);
}

/** `host[:port]` of an Origin header; null for `null` or anything that is not a URL. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}
