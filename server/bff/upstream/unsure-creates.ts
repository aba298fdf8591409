import { createHmac } from 'node:crypto';
import { MemoryUnsureCreateStore, type UnsureCreateStore } from './unsure-create-store';
import { reconciled, RECONCILE_MS } from './write-reconciliation';
import { withDeadline } from './request-deadline';

/** Creates whose outcome stayed unsure are remembered this long, so that a retry checks before it sends. */
const UNSURE_CREATE_TTL_MS = 30 * 60_000;

/**
 * What a look for a create found: the object it made (as the create answers), nothing, or more than one
 * object that could be it (the service shows too little to tell them apart).
 */
export type Found<T> = { found: T } | 'none' | 'ambiguous';

/**
 * Creates the service cannot deduplicate (it gives each a new id): a create whose outcome stayed unsure is
 * remembered by what it sent, and the same create sent again is first looked for (listed and matched), so
 * that a retry never makes a second object. The memory is the app database when there is one, so a retry
 * that lands on another instance is checked as well.
 */
export class UnsureCreates {
  constructor(
    private readonly store: UnsureCreateStore = new MemoryUnsureCreateStore(),
    /** Keys of one service (its address) never meet another's. */
    private readonly scope = '',
    /** Keys the stored hashes, so what a create sent (a SIP password) cannot be guessed back from them. */
    private readonly secret = '',
    private readonly now: () => number = Date.now,
  ) {}

  /** The stored key: an HMAC of what the create sent, the same on every instance of one deployment. */
  keyOf(operation: string, sent: unknown): string {
    return createHmac('sha256', this.secret)
      .update(`${this.scope}\n${operation}\n${JSON.stringify(sent)}`)
      .digest('hex');
  }

  /**
   * Sends a create once: `find(since, afterSend)` lists and matches what `send` would make, made no
   * earlier than `since` (`afterSend`: the look decides this send, not an earlier one). Before a retry of an unsure create it answers with what it finds instead of sending; after a
   * lost answer it decides the outcome (an ambiguous look leaves it unknown).
   */
  async create<T>(
    key: string,
    send: () => Promise<T>,
    find: (since: number, afterSend: boolean) => Promise<Found<T>>,
  ): Promise<T> {
    const unsureSince = await this.store.sentAt(key, this.now());
    if (unsureSince !== undefined) {
      const earlier = await withDeadline(RECONCILE_MS, () => find(unsureSince, false));
      if (typeof earlier === 'object') return earlier.found;
    }
    const sentAt = this.now();
    return reconciled<T>(
      send,
      async () => {
        const look = await find(unsureSince ?? sentAt, true);
        if (look === 'ambiguous') return { done: 'unknown' };
        return look === 'none' ? { done: false } : { done: true, value: look.found };
      },
      () => this.remember(key, sentAt),
    );
  }

  /** A memory that could not be kept must not change the answer: the create's outcome is decided apart. */
  private async remember(key: string, sentAt: number): Promise<void> {
    try {
      await this.store.remember(key, sentAt, sentAt + UNSURE_CREATE_TTL_MS);
    } catch {
      // Without the memory a retry is sent again unchecked: the outcome itself is still reconciled.
    }
  }
}
