import type { FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_BASE_PREFIX } from '../service-api/surfaces';
import {
  describeRateLimit,
  rateLimitGroupOf,
  type RateLimit,
  type RateLimitGroup,
  type RateLimits,
} from '../service-api/rate-limits';
import { R } from './result-codes';

/** A group's names in messages. */
const GROUP_NAMES: Record<RateLimitGroup, string> = {
  calllog: 'call log',
  campaign: 'campaign contacts',
  chat: 'chat',
  debugger: 'call debugger',
  calls: 'call-out and add-user',
  contactcenter: 'contact-center configuration',
  telephony: 'telephony',
};

/**
 * The service's rate limits as field reports give them, counted per project and endpoint group over a
 * sliding window: the times of the requests let in during the last window are kept, and a request is let
 * in while fewer than `max` are. A sliding log (not a fixed window, as rate-limiter-flexible's memory
 * limiter counts) so that a burst at the end of one minute and the start of the next is refused as the
 * real service's per-minute limit would, and so that "the window slides" can be tested.
 */
export class SandboxRateLimiter {
  private limits: RateLimits;
  private readonly admitted = new Map<string, number[]>();
  /** Requests answered and refused per group since start (or the last `set`), for tests and benchmarks. */
  readonly counts: Partial<Record<RateLimitGroup, { answered: number; refused: number }>> = {};

  constructor(
    limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.limits = limits;
  }

  get current(): RateLimits {
    return this.limits;
  }

  /** New limits, and every count forgotten. */
  set(limits: RateLimits): void {
    this.limits = limits;
    this.admitted.clear();
    for (const group of Object.keys(this.counts)) delete this.counts[group as RateLimitGroup];
  }

  private count(group: RateLimitGroup, outcome: 'answered' | 'refused'): void {
    const counts = (this.counts[group] ??= { answered: 0, refused: 0 });
    counts[outcome] += 1;
  }

  /** Lets a request in (and counts it), or returns how long until one would be let in. */
  take(project: number, group: RateLimitGroup): { ok: true } | { ok: false; retryAfterMs: number } {
    const limit = this.limits[group];
    if (!limit) return { ok: true };
    const key = `${project}:${group}`;
    const at = this.now();
    const times = (this.admitted.get(key) ?? []).filter((time) => time > at - limit.windowMs);
    if (times.length >= limit.max) {
      this.admitted.set(key, times);
      const oldest = times[times.length - limit.max] ?? at;
      return { ok: false, retryAfterMs: Math.max(1, oldest + limit.windowMs - at) };
    }
    times.push(at);
    this.admitted.set(key, times);
    return { ok: true };
  }

  /**
   * Runs before a service route, after the token check; answers HTTP 429 with Retry-After (whole seconds,
   * rounded up) and a non-zero `r` whose message names the limit. Returns true when it has answered.
   */
  async apply(request: FastifyRequest, reply: FastifyReply, project: number): Promise<boolean> {
    const surface = request.url.startsWith(`${SANDBOX_BASE_PREFIX}/`) ? 'base' : 'api';
    const path = request.url.slice(request.url.indexOf('/', 1));
    const group = rateLimitGroupOf(surface, path);
    const verdict = this.take(project, group);
    this.count(group, verdict.ok ? 'answered' : 'refused');
    if (verdict.ok) return false;
    const limit = this.limits[group] as RateLimit;
    const seconds = Math.ceil(verdict.retryAfterMs / 1000);
    const key = request.routeOptions.config?.messageKey ?? 'message';
    await reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({
        r: R.RATE_LIMITED,
        [key]:
          `Rate limit exceeded: the ${GROUP_NAMES[group]} allows ${describeRateLimit(limit)} per project ` +
          `(${group}); retry after ${seconds} s`,
      });
    return true;
  }
}
