import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../../proxy-settings';

/**
 * Fastify's `trustProxy` for our setting. Fastify's own `true` believes every hop, so the leftmost
 * X-Forwarded-For entry — which the client writes — became the client IP; and it refuses a bare hop count
 * outright. A hop count is therefore a trust function over the position in the chain (the socket's peer is
 * position 0): the client is the address the outermost trusted proxy saw. `true` means one proxy.
 */
export function fastifyTrustProxy(setting: TrustProxy | true): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (setting === true) return trustHops(1);
  if ('hops' in setting) return setting.hops === 0 ? false : trustHops(setting.hops);
  return setting.addresses;
}

const trustHops = (hops: number) => (_address: string, position: number) => position < hops;
