import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogPageSchema } from '@/core/api/call-log';
import { callLogSummarySchema, type CallLogSummary } from '@/core/api/call-log-summary';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';

/**
 * The summary charts under the service's rate limit (50 call-log requests per 10 s here: the shape of the
 * field reports' 100 a minute, in less time). A 62-bucket chart needs about 130 requests: it is paced and
 * drawn as its buckets arrive, no 429 reaches the user, and a repeat costs at most 4 requests.
 */
let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({
    seed: true,
    sandboxEnv: { SANDBOX_CALLS: '300', SANDBOX_RATE_LIMITS: 'calllog=50/10s' },
  });
});
afterAll(() => world.close());

const DAY = 86_400_000;

describe('call-log summary within the service rate limit', () => {
  it(
    'paces a 62-day-bucket chart, answers partial charts while it waits, and repeats it for ≤ 4 requests',
    {
      timeout: 120_000,
    },
    async () => {
      const to = Date.now();
      // 61 days and a part: 62 day buckets, the most one chart has.
      const from = to - 61 * DAY;
      const path = `/api/calls/summary?startedFrom=${from}&startedTo=${to}`;
      const answers: CallLogSummary[] = [];
      for (;;) {
        const answer = await world.as('support', 'GET', path);
        expect(answer.status, answer.text).toBe(200);
        const summary = callLogSummarySchema.parse(answer.json());
        answers.push(summary);
        if (summary.complete) break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      const partial = answers.filter((summary) => !summary.complete);
      expect(partial.length).toBeGreaterThan(0);
      expect(partial.some((summary) => summary.rateLimitWaitMs > 0)).toBe(true);
      // Buckets arrive over time: each answer holds at least those of the one before.
      const drawn = answers.map((summary) => summary.buckets.length);
      expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
      expect(drawn[0]).toBeLessThan(drawn.at(-1)!);
      const final = answers.at(-1)!;
      expect(final.buckets).toHaveLength(final.bucketsExpected);
      expect(final.bucketsExpected).toBe(62);
      const counts = world.sandbox.deps.rateLimits.counts.calllog;
      expect(counts?.answered).toBeGreaterThan(100);
      // The sandbox refused nothing: the BFF kept within the limit.
      expect(counts?.refused).toBe(0);

      const page = callLogPageSchema.parse(
        (await world.as('support', 'GET', `/api/calls?limit=1&startedFrom=${from}&startedTo=${to}`)).json(),
      );
      expect(final.total).toBe(page.total);

      await new Promise((resolve) => setTimeout(resolve, 3_500));
      const before = world.sandbox.deps.rateLimits.counts.calllog?.answered ?? 0;
      const repeat = await world.as('support', 'GET', path);
      const again = callLogSummarySchema.parse(repeat.json());
      expect(again.complete).toBe(true);
      expect(again.total).toBe(final.total);
      expect(again.buckets).toEqual(final.buckets);
      const cost = (world.sandbox.deps.rateLimits.counts.calllog?.answered ?? 0) - before;
      expect(cost).toBeLessThanOrEqual(4);
    },
  );
});
