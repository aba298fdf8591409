import { decodeCallLogCursor } from '@/core/api/call-log-cursor';
import type { CallLogQuery } from '@/core/api/call-log-query';
import {
  DURATION_BIN_LIMITS,
  SUMMARY_DEFAULT_SPAN_MS,
  SUMMARY_DURATION_SAMPLE,
  SUMMARY_MAX_BUCKETS,
  type CallLogSummaryQuery,
} from '@/core/api/call-log-summary';
import type { TelephonyClient } from '../../upstream/telephony-client';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type SummaryFilters = Omit<CallLogSummaryQuery, 'utcOffsetMinutes'>;
export type BucketCount = { start: number; total: number; answered: number };
export type DurationSample = { sampled: number; counts: number[] };

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

/**
 * The range a summary covers: the filters' start range, or the last 30 days — then beginning on a whole
 * bucket, so that a repeat a minute later has the same buckets (and finds them cached).
 */
export function planOf(query: CallLogSummaryQuery, now: number) {
  const { utcOffsetMinutes, ...filters } = query;
  const to = filters.startedTo ?? now;
  const roughFrom = filters.startedFrom ?? Math.max(0, to - SUMMARY_DEFAULT_SPAN_MS);
  const plan = bucketsOf(roughFrom, to, utcOffsetMinutes);
  const from = filters.startedFrom ?? Math.max(0, plan.starts[0] ?? roughFrom);
  return { ...plan, from, to, filters };
}

export function durationBinOf(seconds: number): number {
  const index = DURATION_BIN_LIMITS.findIndex((limit) => seconds < limit);
  return index === -1 ? DURATION_BIN_LIMITS.length : index;
}

export const answeredOnly = (base: SummaryFilters): SummaryFilters => ({
  ...base,
  answeredFrom: Math.max(1, base.answeredFrom ?? 1),
});

const pageQuery = (
  filters: SummaryFilters,
  limit: number,
  cursor?: CallLogQuery['cursor'],
): CallLogQuery => ({
  ...filters,
  sortBy: 'startTime',
  sortOrder: 'desc',
  limit,
  direction: 'next',
  cursor,
});

/**
 * The service offers no aggregation, only filtered pages that carry the filtered set's total. So a
 * bucket costs two one-row requests (all calls, answered calls: answer time ≥ 1) whose totals are the
 * counts. Background work: it waits for the rate budget as long as it takes.
 */
export async function countBucket(
  telephony: TelephonyClient,
  filters: SummaryFilters,
): Promise<Omit<BucketCount, 'start'>> {
  const countOf = async (base: SummaryFilters) =>
    (await telephony.callLog.page(pageQuery(base, 1), { background: true })).total;
  const [total, answered] = await Promise.all([countOf(filters), countOf(answeredOnly(filters))]);
  return { total, answered };
}

/** The duration chart needs durations: the newest answered calls, read through the cursor up to a sample. */
export async function sampleDurations(
  telephony: TelephonyClient,
  filters: SummaryFilters,
): Promise<DurationSample> {
  const counts: number[] = new Array<number>(DURATION_BIN_LIMITS.length + 1).fill(0);
  let sampled = 0;
  let cursor: CallLogQuery['cursor'];
  while (sampled < SUMMARY_DURATION_SAMPLE) {
    const page = await telephony.callLog.page(pageQuery(answeredOnly(filters), 100, cursor), {
      background: true,
    });
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
