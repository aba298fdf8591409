import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';

/**
 * Where creates whose answer was lost are remembered: `remember` keeps the earliest send and the latest
 * expiry of a key, `sentAt` answers the send's time while the key has not expired.
 */
export interface UnsureCreateStore {
  remember(key: string, sentAt: number, expiresAt: number): Promise<void>;
  sentAt(key: string, now: number): Promise<number | undefined>;
}

/** Kept this many at most in memory: the oldest go first. */
const KEPT_IN_MEMORY = 1_000;

/** One instance's memory: enough without an app database (a single instance). */
export class MemoryUnsureCreateStore implements UnsureCreateStore {
  private readonly kept = new Map<string, { sentAt: number; expiresAt: number }>();

  remember(key: string, sentAt: number, expiresAt: number): Promise<void> {
    // A live key keeps its first send, so a later look covers both sends; an expired one starts again.
    const known = this.kept.get(key);
    const firstSent = known && known.expiresAt > sentAt ? Math.min(sentAt, known.sentAt) : sentAt;
    this.kept.delete(key);
    this.kept.set(key, { sentAt: firstSent, expiresAt });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_IN_MEMORY) break;
      this.kept.delete(oldest);
    }
    return Promise.resolve();
  }

  sentAt(key: string, now: number): Promise<number | undefined> {
    const known = this.kept.get(key);
    if (known && known.expiresAt <= now) this.kept.delete(key);
    return Promise.resolve(known && known.expiresAt > now ? known.sentAt : undefined);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The app database's memory (SQLite or PostgreSQL, migration 0010), shared by every instance behind a
 * balancer. Expired rows are pruned as new ones are written.
 */
export class DatabaseUnsureCreateStore implements UnsureCreateStore {
  constructor(private readonly db: Kysely<AppDatabase>) {}

  async remember(key: string, sentAt: number, expiresAt: number): Promise<void> {
    await this.db.deleteFrom('unsure_creates').where('expires_at', '<=', iso(sentAt)).execute();
    await this.db
      .insertInto('unsure_creates')
      .values({ key, sent_at: iso(sentAt), expires_at: iso(expiresAt) })
      // Expired rows are gone: a row still there is live and keeps its first send, so a later look covers both.
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((row) => ({ expires_at: row.ref('excluded.expires_at') })),
      )
      .execute();
  }

  async sentAt(key: string, now: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('unsure_creates')
      .select('sent_at')
      .where('key', '=', key)
      .where('expires_at', '>', iso(now))
      .executeTakeFirst();
    return row ? Date.parse(row.sent_at) : undefined;
  }
}
