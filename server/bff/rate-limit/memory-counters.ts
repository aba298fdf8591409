import type { WindowCount } from './shared-counters';

/** Keys kept before ended windows are swept out: bounds memory under a spray of new keys. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * The same fixed-window counters as SharedRateLimitCounters, in this process's memory: what a single
 * instance on SQLite uses, where there is nobody to share them with.
 */
export class MemoryWindowCounters {
  private readonly windows = new Map<string, { hits: number; ends: number }>();

  constructor(private readonly now: () => Date) {}

  hit(key: string, windowMs: number): Promise<WindowCount> {
    const at = this.now().getTime();
    if (this.windows.size >= SWEEP_ABOVE_KEYS) this.sweep(at);
    const window = this.windows.get(key);
    if (!window || window.ends <= at) {
      this.windows.set(key, { hits: 1, ends: at + windowMs });
      return Promise.resolve({ current: 1, ttl: windowMs });
    }
    window.hits += 1;
    return Promise.resolve({ current: window.hits, ttl: window.ends - at });
  }

  peek(key: string): Promise<WindowCount> {
    const at = this.now().getTime();
    const window = this.windows.get(key);
    if (!window || window.ends <= at) return Promise.resolve({ current: 0, ttl: 0 });
    return Promise.resolve({ current: window.hits, ttl: window.ends - at });
  }

  private sweep(at: number): void {
    for (const [key, window] of this.windows) if (window.ends <= at) this.windows.delete(key);
  }
}

/** What the sign-in guard needs of a counter store; both kinds of counters provide it. */
export type WindowCounters = Pick<MemoryWindowCounters, 'hit' | 'peek'>;
