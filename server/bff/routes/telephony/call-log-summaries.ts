import { setTimeout as sleep } from 'node:timers/promises';
import type { CallLogSummary, CallLogSummaryQuery } from '@/core/api/call-log-summary';
import { DURATION_BIN_LIMITS } from '@/core/api/call-log-summary';
import { runWithServiceDelay, type ServiceDelay } from '../../upstream/budget/service-delay';
import { detached } from '../../upstream/request-deadline';
import type { TelephonyClient } from '../../upstream/telephony-client';
import {
  countBucket,
  planOf,
  sampleDurations,
  type BucketCount,
  type DurationSample,
  type SummaryFilters,
} from './call-log-summary';

/** A bucket ending this long ago no longer changes (calls are listed once they end): it is cached. */
const CLOSED_AFTER_MS = 5 * 60_000;
/** A duration sample is reused this long, then read again. */
const SAMPLE_TTL_MS = 5 * 60_000;
/** A finished run answers repeats of its query this long (the SPA's polling and a quick reload). */
const RUN_REUSE_MS = 3_000;
/** Bucket counts in flight at once, within the budget: enough to hide latency, few enough to be polite. */
const PARALLEL = 6;
/** A request waits this long for a run that the rate limit holds up, then answers what it has so far. */
const PARTIAL_AFTER_MS = 2_000;
const MAX_CACHED = 20_000;

type Run = {
  plan: ReturnType<typeof planOf>;
  counted: Map<number, BucketCount>;
  durations: DurationSample | null;
  account: ServiceDelay;
  finishedAt: number | null;
  failure: Error | undefined;
};

const emptyDurations = (): DurationSample => ({
  sampled: 0,
  counts: new Array<number>(DURATION_BIN_LIMITS.length + 1).fill(0),
});

/** A Map that forgets its oldest entries past a size. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > MAX_CACHED) map.delete(map.keys().next().value as K);
}

/**
 * Call-log summaries of this instance, counted within the service's rate budget and drawn as their
 * buckets arrive: a request starts a run (or joins the one of the same query) and answers once it is
 * complete, or — when the rate limit holds it up — with the buckets counted so far (`complete: false`), for
 * the SPA to ask again. Closed buckets are cached per filter set, and the duration sample for a while, so
 * a repeat costs the open buckets only: two requests each, one or two buckets.
 */
export class CallLogSummaries {
  private readonly closed = new Map<string, Omit<BucketCount, 'start'>>();
  private readonly samples = new Map<string, { at: number; sample: DurationSample }>();
  private readonly runs = new Map<string, Run>();

  constructor(
    private readonly telephony: TelephonyClient,
    private readonly now: () => number = Date.now,
  ) {}

  async read(query: CallLogSummaryQuery): Promise<CallLogSummary> {
    const key = JSON.stringify(query);
    let run = this.runs.get(key);
    const stale =
      run &&
      (run.failure !== undefined || (run.finishedAt !== null && this.now() - run.finishedAt > RUN_REUSE_MS));
    if (!run || stale) {
      run = this.start(query);
      remember(this.runs, key, run);
    }
    const started = this.now();
    while (run.finishedAt === null && run.failure === undefined) {
      if (run.account.waitedMs > 0 && this.now() - started >= PARTIAL_AFTER_MS) break;
      await sleep(50);
    }
    if (run.failure !== undefined) throw run.failure;
    return snapshotOf(run);
  }

  private start(query: CallLogSummaryQuery): Run {
    const plan = planOf(query, this.now());
    const run: Run = {
      plan,
      counted: new Map(),
      durations: null,
      account: { waitedMs: 0 },
      finishedAt: null,
      failure: undefined,
    };
    // It outlives the request that starts it: its calls keep their own deadlines, not the request's.
    void detached(() => runWithServiceDelay(run.account, () => this.fill(run, query)))
      .then(() => (run.finishedAt = this.now()))
      .catch((error: unknown) => {
        run.failure = error instanceof Error ? error : new Error(String(error));
      });
    return run;
  }

  private async fill(run: Run, query: CallLogSummaryQuery): Promise<void> {
    const { plan } = run;
    const { startedFrom: _from, startedTo: _to, ...rest } = plan.filters;
    const filterKey = JSON.stringify({ ...rest, utcOffsetMinutes: query.utcOffsetMinutes });
    const queue = [...plan.starts];
    const worker = async () => {
      for (let start = queue.shift(); start !== undefined; start = queue.shift()) {
        const range = { from: Math.max(plan.from, start), to: Math.min(plan.to, start + plan.bucketMs - 1) };
        const cacheKey = `${filterKey}|${range.from}|${range.to}`;
        const inBucket: SummaryFilters = { ...plan.filters, startedFrom: range.from, startedTo: range.to };
        const count = this.closed.get(cacheKey) ?? (await countBucket(this.telephony, inBucket));
        if (range.to < this.now() - CLOSED_AFTER_MS) remember(this.closed, cacheKey, count);
        run.counted.set(start, { start, ...count });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, plan.starts.length) }, worker));
    run.durations = await this.durationsOf(JSON.stringify(query), {
      ...plan.filters,
      startedFrom: plan.from,
      startedTo: plan.to,
    });
  }

  private async durationsOf(key: string, filters: SummaryFilters): Promise<DurationSample> {
    const cached = this.samples.get(key);
    if (cached && this.now() - cached.at < SAMPLE_TTL_MS) return cached.sample;
    const sample = await sampleDurations(this.telephony, filters);
    remember(this.samples, key, { at: this.now(), sample });
    return sample;
  }
}

function snapshotOf(run: Run): CallLogSummary {
  const { plan } = run;
  const buckets = [...run.counted.values()].sort((a, b) => a.start - b.start);
  const total = buckets.reduce((sum, entry) => sum + entry.total, 0);
  const answered = buckets.reduce((sum, entry) => sum + entry.answered, 0);
  return {
    from: plan.from,
    to: plan.to,
    bucket: plan.bucket,
    bucketMs: plan.bucketMs,
    buckets,
    total,
    answered,
    answerRate: total === 0 ? null : answered / total,
    durations: run.durations ?? emptyDurations(),
    complete: run.finishedAt !== null,
    bucketsExpected: plan.starts.length,
    rateLimitWaitMs: Math.round(run.account.waitedMs),
  };
}
