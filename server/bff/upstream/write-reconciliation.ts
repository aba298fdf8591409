import { ServiceOutcomeUnknownError, ServiceUnavailableError } from './errors';
import { withDeadline } from './request-deadline';

/**
 * How long finding out what became of a write may take (its re-reads have a deadline of their own: the
 * write's deadline has usually passed by then).
 */
export const RECONCILE_MS = 5_000;

/** Creates whose outcome stayed unsure are remembered this long, so that a retry checks before it sends. */
const UNSURE_CREATE_TTL_MS = 30 * 60_000;
const UNSURE_CREATES_KEPT = 1_000;

/** What a re-read found: the write is in place (with what it would have answered), or it is not. */
export type Verdict<T> = { done: true; value: T } | { done: false };

/**
 * Runs a write; when its outcome is unknown (its answer was lost), `check` re-reads the service and the
 * write answers with the truth: its result when it was done, the outage when it was not (nothing
 * changed), or the unknown outcome when the re-read could not tell either (it failed or ran out of time).
 */
export async function reconciled<T>(
  write: () => Promise<T>,
  check: () => Promise<Verdict<T>>,
  onUnknown?: () => void,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ServiceOutcomeUnknownError)) throw error;
    onUnknown?.();
    let verdict: Verdict<T>;
    try {
      verdict = await withDeadline(RECONCILE_MS, check);
    } catch {
      throw error;
    }
    if (verdict.done) return verdict.value;
    throw new ServiceUnavailableError(`${error.message}; it was not applied`, error.operation);
  }
}

/**
 * Creates the service cannot deduplicate (it gives each a new id): a create whose outcome stayed unsure is
 * remembered by what it sent, and the same create sent again is first looked for (listed and matched), so
 * that a retry never makes a second object. One per BFF instance.
 */
export class UnsureCreates {
  private readonly sent = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  remember(key: string): void {
    this.sent.delete(key);
    this.sent.set(key, this.now() + UNSURE_CREATE_TTL_MS);
    for (const oldest of this.sent.keys()) {
      if (this.sent.size <= UNSURE_CREATES_KEPT) break;
      this.sent.delete(oldest);
    }
  }

  has(key: string): boolean {
    const until = this.sent.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.sent.delete(key);
    return false;
  }

  /**
   * Sends a create once: `find` lists and matches what `send` would make. Before a retry of an unsure
   * create it answers with what it finds instead of sending; after a lost answer it decides the outcome.
   */
  async create<T>(key: string, send: () => Promise<T>, find: () => Promise<T | undefined>): Promise<T> {
    if (this.has(key)) {
      const found = await withDeadline(RECONCILE_MS, find);
      if (found !== undefined) return found;
    }
    return reconciled<T>(
      send,
      async () => {
        const found = await find();
        return found === undefined ? { done: false } : { done: true, value: found };
      },
      () => this.remember(key),
    );
  }
}

/** Every item of a paged list (the service lists 100 at most a page). */
export async function listAll<T>(
  page: (query: { page: number; pageSize: number }) => Promise<{ items: T[]; totalPages: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let number = 1; ; number += 1) {
    const answer = await page({ page: number, pageSize: 100 });
    items.push(...answer.items);
    if (number >= answer.totalPages || answer.items.length === 0) return items;
  }
}
