import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../problem';

/** Probes come from load balancers, which address an instance by its IP rather than the public name. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * With PUBLIC_ORIGIN set, answers 421 Misdirected Request for any other Host (as the trusted proxy
 * forwarded it). A DNS-rebinding page is same-origin with itself, so the Origin check cannot see it; the
 * Host it sends is its own name, which is not ours. An onRequest hook on the root, so that it runs before
 * anything else reads the request, for every route — WebSocket upgrades and 404s included.
 */
export function guardPublicHosts(app: FastifyInstance, hosts: readonly string[]): void {
  if (hosts.length === 0) return;
  const allowed = new Set(hosts.map((host) => host.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    if (allowed.has(request.host.toLowerCase())) return;
    if (PROBE_PATHS.has(request.url.split('?')[0]!)) return;
    // A refused upgrade keeps no socket open once the answer is written (it would hold up a shutdown).
    if (request.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.destroy());
    throw new HttpProblem(421, 'Misdirected Request', 'This console does not answer for this host name.');
  });
}
