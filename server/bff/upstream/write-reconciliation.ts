import { ServiceOutcomeUnknownError, ServiceUnavailableError } from './errors';
import { withDeadline } from './request-deadline';

/**
 * How long finding out what became of a write may take (its re-reads have a deadline of their own: the
 * write's deadline has usually passed by then).
 */
export const RECONCILE_MS = 5_000;

/**
 * What a re-read found: the write is in place (with what it would have answered), it is not, or the
 * re-read cannot tell (the service shows too little of the object to decide).
 */
export type Verdict<T> = { done: true; value: T } | { done: false } | { done: 'unknown' };

/**
 * Runs a write; when its outcome is unknown (its answer was lost), `check` re-reads the service and the
 * write answers with the truth: its result when it was done, the outage when it was not (nothing
 * changed), or the unknown outcome when the re-read could not tell either (it failed, ran out of time or
 * saw too little). `onUnknown` runs (and is awaited) before the re-read.
 */
export async function reconciled<T>(
  write: () => Promise<T>,
  check: () => Promise<Verdict<T>>,
  onUnknown?: () => Promise<void>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ServiceOutcomeUnknownError)) throw error;
    await onUnknown?.();
    let verdict: Verdict<T>;
    try {
      verdict = await withDeadline(RECONCILE_MS, check);
    } catch {
      throw error;
    }
    if (verdict.done === 'unknown') throw error;
    if (verdict.done) return verdict.value;
    throw new ServiceUnavailableError(`${error.message}; it was not applied`, error.operation);
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
