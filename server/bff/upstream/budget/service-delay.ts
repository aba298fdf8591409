import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { SERVICE_RATE_WAIT_HEADER } from '@/core/api/service-rate-limit';
import { ServiceRateLimitedError } from '../errors';

/** How long the service's rate limit held up the service calls made for one BFF request. */
export type ServiceDelay = { waitedMs: number };

/** The response header that tells a client a result was delayed by the service's limit. */
export const SERVICE_DELAY_HEADER = SERVICE_RATE_WAIT_HEADER;

/** Waits under 250 ms are pacing nobody notices; they are not reported. */
const NOTICEABLE_MS = 250;

const delays = new AsyncLocalStorage<ServiceDelay>();

/** Adds a wait to the current request's account (a no-op outside a request, e.g. in a background job). */
export function recordServiceDelay(waitedMs: number): void {
  const current = delays.getStore();
  if (current && waitedMs > 0) current.waitedMs += waitedMs;
}

/** Runs `work` (and whatever it starts) against `account`, which the caller can read while it runs. */
export function runWithServiceDelay<T>(account: ServiceDelay, work: () => Promise<T>): Promise<T> {
  return delays.run(account, work);
}

/** Runs `work` with an account of its own, and returns it beside the result. */
export async function withServiceDelay<T>(work: () => Promise<T>): Promise<{ result: T; waitedMs: number }> {
  const account: ServiceDelay = { waitedMs: 0 };
  const result = await delays.run(account, work);
  return { result, waitedMs: account.waitedMs };
}

declare module 'fastify' {
  interface FastifyRequest {
    serviceDelay?: ServiceDelay;
  }
}

/**
 * Gives every request an account of the time its service calls waited for the rate budget, and reports a
 * noticeable wait in SERVICE_DELAY_HEADER. The account is entered in onRequest as fastify's request-context
 * plugin does it (`run(store, done)`), so every await of the handler sees it.
 */
export function registerServiceDelayReporting(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const account: ServiceDelay = { waitedMs: 0 };
    request.serviceDelay = account;
    delays.run(account, done);
  });
  // A request that waited its allowance is answered 429 with the service's own Retry-After.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ServiceRateLimitedError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
  app.addHook('onSend', async (request, reply) => {
    const waited = request.serviceDelay?.waitedMs ?? 0;
    if (waited >= NOTICEABLE_MS) void reply.header(SERVICE_DELAY_HEADER, String(Math.round(waited)));
  });
}
