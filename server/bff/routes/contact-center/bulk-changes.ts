import type { BulkItemResult, BulkResult } from '@/core/api/bulk-results';
import { HttpProblem } from '../../problem';
import { upstreamProblem } from '../../upstream/upstream-problem';
import { mapWithConcurrency } from './map-with-concurrency';

/** The service changes one object a request; a few at a time keeps a bulk change quick but gentle. */
const BULK_CONCURRENCY = 4;

/** An item's failure as the browser may see it; anything else is a bug and fails the whole request. */
function failureOf(key: string, error: unknown): BulkItemResult {
  const refusal = error instanceof HttpProblem ? error.toProblem() : upstreamProblem(error);
  if (!refusal) throw error;
  return {
    key,
    ok: false,
    status: refusal.status,
    message: refusal.detail ?? refusal.title,
    ...(refusal.serviceCode === undefined ? {} : { serviceCode: refusal.serviceCode }),
  };
}

/**
 * Runs one change per item and reports each outcome in the order given: a refusal or an outage for one
 * item does not stop the others. `change` audits its own item and returns the id of what it created.
 */
export async function runBulkChanges<Item>(
  items: readonly Item[],
  keyOf: (item: Item) => string,
  change: (item: Item) => Promise<string | undefined>,
): Promise<BulkResult> {
  const results = await mapWithConcurrency(items, BULK_CONCURRENCY, async (item) => {
    const key = keyOf(item);
    try {
      const id = await change(item);
      return id === undefined ? { key, ok: true as const } : { key, ok: true as const, id };
    } catch (error) {
      return failureOf(key, error);
    }
  });
  const succeeded = results.filter((result) => result.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}
