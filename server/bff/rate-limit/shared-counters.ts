import { sql } from 'kysely';
import type { RateLimitDb } from './rate-limit-table';

export type WindowCount = { current: number; ttl: number };

const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window request counters kept in the app database, so that every BFF instance behind a load
 * balancer counts against the same allowance. One statement per request: an upsert that starts a new
 * window when the old one has ended, otherwise adds one, and returns the count and the window's end.
 * Both engines run the whole statement atomically per row, so concurrent instances never lose a hit.
 */
export class SharedRateLimitCounters {
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: RateLimitDb,
    private readonly now: () => Date,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const at = this.now().getTime();
    const row = await this.db
      .insertInto('rate_limit_windows')
      .values({ key, hits: 1, window_ends: at + windowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limit_windows.window_ends <= ${at} then 1
            else rate_limit_windows.hits + 1 end`,
          window_ends: sql<number>`case when rate_limit_windows.window_ends <= ${at}
            then excluded.window_ends else rate_limit_windows.window_ends end`,
        }),
      )
      .returning(['hits', 'window_ends'])
      .executeTakeFirstOrThrow();
    return { current: row.hits, ttl: Math.max(0, Number(row.window_ends) - at) };
  }

  /** The count so far without adding to it (a window that has ended counts as empty). */
  async peek(key: string): Promise<WindowCount> {
    const at = this.now().getTime();
    const row = await this.db
      .selectFrom('rate_limit_windows')
      .select(['hits', 'window_ends'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || Number(row.window_ends) <= at) return { current: 0, ttl: 0 };
    return { current: row.hits, ttl: Number(row.window_ends) - at };
  }

  /** Drops ended windows now and then, so the table holds only the keys active in the last minute. */
  startSweeping(): void {
    this.sweeper ??= setInterval(() => void this.sweep().catch(() => {}), SWEEP_EVERY_MS).unref();
  }

  stopSweeping(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  async sweep(): Promise<void> {
    await this.db.deleteFrom('rate_limit_windows').where('window_ends', '<=', this.now().getTime()).execute();
  }
}
