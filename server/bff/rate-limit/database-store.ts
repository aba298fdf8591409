import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRateLimitCounters, WindowCount } from './shared-counters';

type Callback = (error: Error | null, result?: WindowCount) => void;

/**
 * @fastify/rate-limit's store interface over the shared counters. The plugin constructs the store itself
 * (with its own options), hence a class made per app around the counters it should use. Every limiter
 * (`child`) shares the same counters: their keys never overlap (see auth/rate-limits.ts).
 */
export function databaseRateLimitStore(counters: SharedRateLimitCounters): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      counters.peek(key).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
