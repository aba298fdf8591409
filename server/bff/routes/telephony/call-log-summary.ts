import { decodeCallLogCursor } from '../../../../src/core/api/call-log-cursor';
import type { CallLogQuery } from '../../../../src/core/api/call-log-query';
import {
  DURATION_BIN_LIMITS,
  SUMMARY_DEFAULT_SPAN_MS,
  SUMMARY_DURATION_SAMPLE,
  SUMMARY_MAX_BUCKETS,
  type CallLogSummary,
  type CallLogSummaryQuery,
} from '../../../../src/core/api/call-log-summary';
import type { TelephonyClient } from '../../upstream/telephony-client';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Requests in flight at once: enough to hide latency, few enough to be a polite client. */
const PARALLEL = 6;

type Filters = Omit<CallLogSummaryQuery, 'utcOffsetMinutes'>;

/** Runs `work` over `items` with at most PARALLEL at a time, keeping the order of the answers. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}

/** Bucket boundaries on the browser's hours or midnights, wide enough to stay under the maximum. */
export function bucketsOf(from: number, to: number, utcOffsetMinutes: number) {
  const bucket: 'hour' | 'day' = to - from <= 2 * DAY ? 'hour' : 'day';
  const unit = bucket === 'hour' ? HOUR : DAY;
  const offset = utcOffsetMinutes * 60_000;
  const first = Math.floor((from + offset) / unit) * unit - offset;
  const units = Math.ceil((to + 1 - first) / unit);
  const bucketMs = unit * Math.max(1, Math.ceil(units / SUMMARY_MAX_BUCKETS));
  const starts: number[] = [];
  for (let start = first; start <= to; start += bucketMs) starts.push(start);
  return { bucket, bucketMs, starts };
}

export function durationBinOf(seconds: number): number {
  const index = DURATION_BIN_LIMITS.findIndex((limit) => seconds < limit);
  return index === -1 ? DURATION_BIN_LIMITS.length : index;
}

/**
 * The service offers no aggregation, only filtered pages that carry the filtered set's total. So each
 * bucket costs two one-row requests (all calls, answered calls: answer time ≥ 1), whose totals are the
 * counts — the service does the counting, and caches totals per filter set. The duration chart needs the
 * durations themselves: the newest answered calls are read through the cursor, up to a fixed sample.
 */
export async function summarizeCallLog(
  telephony: TelephonyClient,
  query: CallLogSummaryQuery,
  now: number,
): Promise<CallLogSummary> {
  const { utcOffsetMinutes, ...filters } = query;
  const to = filters.startedTo ?? now;
  const from = filters.startedFrom ?? Math.max(0, to - SUMMARY_DEFAULT_SPAN_MS);
  const { bucket, bucketMs, starts } = bucketsOf(from, to, utcOffsetMinutes);
  const answeredOnly = (base: Filters): Filters => ({
    ...base,
    answeredFrom: Math.max(1, base.answeredFrom ?? 1),
  });
  const countOf = async (base: Filters) => {
    const page = await telephony.callLog.page(pageQuery(base, 1));
    return page.total;
  };
  const buckets = await inParallel(starts, async (start) => {
    const inBucket = {
      ...filters,
      startedFrom: Math.max(from, start),
      startedTo: Math.min(to, start + bucketMs - 1),
    };
    const [total, answered] = await Promise.all([countOf(inBucket), countOf(answeredOnly(inBucket))]);
    return { start, total, answered };
  });
  const total = buckets.reduce((sum, entry) => sum + entry.total, 0);
  const answered = buckets.reduce((sum, entry) => sum + entry.answered, 0);
  const durations = await sampleDurations(
    telephony,
    answeredOnly({ ...filters, startedFrom: from, startedTo: to }),
  );
  return {
    from,
    to,
    bucket,
    bucketMs,
    buckets,
    total,
    answered,
    answerRate: total === 0 ? null : answered / total,
    durations,
  };
}

const pageQuery = (filters: Filters, limit: number, cursor?: CallLogQuery['cursor']): CallLogQuery => ({
  ...filters,
  sortBy: 'startTime',
  sortOrder: 'desc',
  limit,
  direction: 'next',
  cursor,
});

async function sampleDurations(telephony: TelephonyClient, filters: Filters) {
  const counts: number[] = new Array<number>(DURATION_BIN_LIMITS.length + 1).fill(0);
  let sampled = 0;
  let cursor: CallLogQuery['cursor'];
  while (sampled < SUMMARY_DURATION_SAMPLE) {
    const page = await telephony.callLog.page(pageQuery(filters, 100, cursor));
    for (const call of page.items.slice(0, SUMMARY_DURATION_SAMPLE - sampled)) {
      counts[durationBinOf(call.answerDuration)]! += 1;
      sampled += 1;
    }
    if (!page.nextCursor || page.items.length === 0) break;
    cursor = decodeCallLogCursor(page.nextCursor) ?? undefined;
    if (!cursor) break;
  }
  return { sampled, counts };
}
