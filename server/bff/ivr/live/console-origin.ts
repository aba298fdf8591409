import type { FastifyRequest } from 'fastify';

/**
 * Whether a WebSocket upgrade comes from the console's own pages. A browser always sends Origin with a
 * WebSocket handshake and a page cannot forge it, so another site's page cannot open a socket on a
 * signed-in person's behalf (the socket is the CSRF surface of the draft). The Origin must be
 * PUBLIC_ORIGIN when that is set, else name the host the request was made to.
 */
export function isConsoleOrigin(request: FastifyRequest, publicOrigin = process.env.PUBLIC_ORIGIN): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicOrigin) {
    try {
      return parsed.origin === new URL(publicOrigin).origin;
    } catch {
      return false;
    }
  }
  return parsed.host.toLowerCase() === request.host.toLowerCase();
}
