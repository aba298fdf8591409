import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimit, RateLimitGroup, RateLimits } from '@server/service-api/rate-limits';
import { ServiceRateLimitedError } from '../errors';
import type { BudgetStore } from './budget-store';

export type BudgetPlace = { waitedMs: number; settle: () => Promise<void> };

/**
 * A window a little longer than the service's, for the clocks' and the network's slack (a place is counted
 * from the answer, after the service counted it, so the margin covers only the answer's way back).
 */
const pacedLimit = ({ max, windowMs }: RateLimit): RateLimit => ({
  max,
  windowMs: windowMs + Math.min(1_000, Math.max(100, Math.round(windowMs * 0.01))),
});

/**
 * Places of each window that work nobody waits on (an export, a summary's buckets) leaves to people: a
 * person's page then never queues a minute behind an export that has filled the window.
 */
const PEOPLES_SHARE = 0.05;

/** The part of a limit that background work may use: all but the people's share. */
export const backgroundLimit = ({ max, windowMs }: RateLimit): RateLimit => ({
  max: Math.max(1, max - Math.floor(max * PEOPLES_SHARE)),
  windowMs,
});

/** Small random spread, so that instances waiting on the same window do not all ask at the same instant. */
const jitterMs = () => Math.floor(Math.random() * 40);

/**
 * One budget per endpoint group, shared by every caller of this instance and, through the store (the app
 * database), by every instance. Callers of one instance queue in order; the one at the head asks the
 * store and, when the window is full, sleeps until a place frees. Bursts are paced, not failed: only a
 * caller that gave a `maxWaitMs` is told, once its wait would exceed it, to come back later.
 */
export class ServiceBudget {
  /** One queue per group for people's calls and one for background work, which must not hold people up. */
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    private readonly limits: RateLimits,
    private readonly store: BudgetStore,
    private readonly now: () => number = Date.now,
  ) {}

  limitOf(group: RateLimitGroup): RateLimit | undefined {
    return this.limits[group];
  }

  /** What background work gets of `group`'s limit (its pace), or undefined without a limit. */
  backgroundLimitOf(group: RateLimitGroup): RateLimit | undefined {
    const limit = this.limits[group];
    return limit && backgroundLimit(limit);
  }

  /**
   * Waits for a place in `group`'s window; resolves with how long it waited (ms) and `settle`, to call
   * once the service has answered: the place is then counted from the answer (the latest moment the
   * service can have counted the request), so a slow request never lets the next window start early.
   * A caller that waits as long as it takes (no `maxWaitMs`) is background work: it queues apart from
   * people's calls and leaves them the people's share of every window.
   */
  async acquire(group: RateLimitGroup, maxWaitMs = Number.POSITIVE_INFINITY): Promise<BudgetPlace> {
    const full = this.limits[group];
    if (!full) return { waitedMs: 0, settle: async () => {} };
    const background = !Number.isFinite(maxWaitMs);
    const limit = background ? backgroundLimit(full) : full;
    const queue = `${group}:${background ? 'background' : 'people'}`;
    const started = this.now();
    const ahead = this.tails.get(queue) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = ahead.then(() => mine);
    this.tails.set(queue, tail);
    try {
      if (!(await this.waitTurn(ahead, started, maxWaitMs))) {
        throw new ServiceRateLimitedError(group, limit.windowMs);
      }
      for (;;) {
        const verdict = await this.store.take(group, pacedLimit(limit), this.now());
        if (verdict.granted) {
          const { id } = verdict;
          return { waitedMs: this.now() - started, settle: () => this.store.settle(id, this.now()) };
        }
        const waited = this.now() - started;
        if (waited + verdict.retryInMs > maxWaitMs) {
          throw new ServiceRateLimitedError(group, verdict.retryInMs);
        }
        await sleep(verdict.retryInMs + jitterMs());
      }
    } finally {
      // Callers behind this one go on whether it got a place or gave up; the chain is dropped when idle.
      void ahead.then(release);
      void tail.then(() => {
        if (this.tails.get(queue) === tail) this.tails.delete(queue);
      });
    }
  }

  /** The service refused with 429: every instance holds `group` for `retryAfterMs`. */
  async holdOff(group: RateLimitGroup, retryAfterMs: number): Promise<void> {
    await this.store.holdUntil(group, this.now() + retryAfterMs);
  }

  /** Waits for the callers ahead, up to what is left of `maxWaitMs`; false when that ran out first. */
  private async waitTurn(ahead: Promise<void>, started: number, maxWaitMs: number): Promise<boolean> {
    if (!Number.isFinite(maxWaitMs)) {
      await ahead;
      return true;
    }
    const left = maxWaitMs - (this.now() - started);
    const controller = new AbortController();
    const timedOut = sleep(Math.max(0, left), false, { signal: controller.signal }).catch(() => false);
    const won = await Promise.race([ahead.then(() => true), timedOut]);
    controller.abort();
    return won;
  }
}
