import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogPageSchema, type CallRecord } from '../../../../src/core/api/call-log';
import { callLogSummarySchema } from '../../../../src/core/api/call-log-summary';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true, sandboxEnv: { SANDBOX_CALLS: '400' } });
});
afterAll(() => world.close());

/** Every call of the filtered set, walked through the cursor as the SPA would. */
async function walkAll(query: string): Promise<CallRecord[]> {
  const calls: CallRecord[] = [];
  let cursor = '';
  for (;;) {
    const answer = await world.as('support', 'GET', `/api/calls?limit=100&${query}&cursor=${cursor}`);
    const page = callLogPageSchema.parse(answer.json());
    calls.push(...page.items);
    if (!page.nextCursor || page.items.length === 0) return calls;
    cursor = page.nextCursor;
  }
}

const parseCsv = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('call log export', () => {
  it('streams every call of the filtered set in sort order, announcing the count first', async () => {
    const all = await walkAll('sortOrder=asc');
    const middle = all[Math.floor(all.length / 2)]!;
    const query = `sortOrder=asc&startedFrom=${middle.startTime}`;
    const expected = await walkAll(query);
    expect(expected.length).toBeGreaterThan(100);

    const answer = await world.as('support', 'GET', `/api/calls/export.csv?${query}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('x-total-count')).toBe(String(expected.length));
    expect(answer.headers.get('x-export-rows')).toBe(String(expected.length));
    const [header, ...rows] = parseCsv(answer.text);
    expect(header?.slice(0, 3)).toEqual(['id', 'start_time', 'answer_time']);
    expect(rows.map((row) => row[0])).toEqual(expected.map((call) => call.id));
    expect(rows[0]?.[1]).toBe(new Date(expected[0]!.startTime).toISOString());
  });

  it('refuses bad filters with field errors and needs the call-log permission', async () => {
    const bad = await world.as('support', 'GET', '/api/calls/export.csv?startedFrom=20&startedTo=10');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('startedTo');
    const refused = await world.as('lead', 'GET', '/api/calls/export.csv');
    expect(refused.status).toBe(403);
  });
});

describe('call log summary', () => {
  it('counts per bucket what the call log itself counts, and the answer rate', async () => {
    const all = await walkAll('sortOrder=asc');
    const from = all[0]!.startTime;
    const to = all.at(-1)!.startTime;
    const answer = await world.as('support', 'GET', `/api/calls/summary?startedFrom=${from}&startedTo=${to}`);
    expect(answer.status, answer.text).toBe(200);
    const summary = callLogSummarySchema.parse(answer.json());
    const answered = all.filter((call) => call.answerTime !== null);
    expect(summary.total).toBe(all.length);
    expect(summary.answered).toBe(answered.length);
    expect(summary.answerRate).toBeCloseTo(answered.length / all.length);
    expect(summary.bucket).toBe('day');
    const sumOfBuckets = summary.buckets.reduce((sum, bucket) => sum + bucket.total, 0);
    expect(sumOfBuckets).toBe(all.length);
    const firstBucket = summary.buckets[0]!;
    const inFirst = all.filter((call) => call.startTime < firstBucket.start + summary.bucketMs);
    expect(firstBucket.total).toBe(inFirst.length);
    expect(summary.durations.sampled).toBe(answered.length);
    expect(summary.durations.counts.reduce((a, b) => a + b, 0)).toBe(answered.length);
    const short = answered.filter((call) => call.answerDuration < 30).length;
    expect(summary.durations.counts[0]).toBe(short);
  });

  it('buckets by hour over two days or less, on the browser’s hours', async () => {
    const to = Date.now();
    const from = to - 6 * 3_600_000;
    const answer = await world.as(
      'support',
      'GET',
      `/api/calls/summary?startedFrom=${from}&startedTo=${to}&utcOffsetMinutes=330`,
    );
    const summary = callLogSummarySchema.parse(answer.json());
    expect(summary.bucket).toBe('hour');
    expect(summary.buckets.length).toBeGreaterThanOrEqual(6);
    expect(summary.buckets.length).toBeLessThanOrEqual(8);
    // 05:30 east of UTC: local hours start at half past a UTC hour.
    for (const bucket of summary.buckets) expect((bucket.start / 60_000) % 60).toBe(30);
  });

  it('refuses a bad offset', async () => {
    const answer = await world.as('support', 'GET', '/api/calls/summary?utcOffsetMinutes=9999');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('utcOffsetMinutes');
  });
});
