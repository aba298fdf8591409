import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogPageSchema, type CallRecord } from '@/core/api/call-log';
import { callLogSummarySchema } from '@/core/api/call-log-summary';
import { callLogExportListSchema, callLogExportSchema } from '@/core/api/call-log-exports';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { downloadExport, followExport, getBytes, startExport } from './export-jobs';

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

describe('call log export (a background job)', () => {
  it('makes every call of the filtered set, in sort order, a CSV file to download once done', async () => {
    const all = await walkAll('sortOrder=asc');
    const middle = all[Math.floor(all.length / 2)]!;
    const filters = { sortOrder: 'asc', startedFrom: middle.startTime };
    const expected = await walkAll(`sortOrder=asc&startedFrom=${middle.startTime}`);
    expect(expected.length).toBeGreaterThan(100);

    const started = await startExport(world, 'support', filters);
    // The answer reads the job back after queueing it; a runner may already have taken it by then.
    expect(['queued', 'running']).toContain(started.status);
    expect(started.filters).toMatchObject({ sortOrder: 'asc', startedFrom: middle.startTime });
    const early = await getBytes(world, 'support', `/api/call-log-exports/${started.exportId}/file.csv`);
    if (early.status !== 200) expect(early.status).toBe(409);

    const { seen } = await followExport(world, 'support', started.exportId);
    const done = seen.at(-1)!;
    expect(done).toMatchObject({ status: 'done', found: expected.length, capped: false });
    expect(done.rows).toEqual({ done: expected.length, expected: expected.length });

    const file = await downloadExport(world, 'support', started.exportId);
    expect(file.answer.status).toBe(200);
    expect(file.answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.answer.headers.get('content-disposition')).toMatch(/attachment; filename="call-log-/);
    expect(file.bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.header.split(',').slice(0, 3)).toEqual(['id', 'start_time', 'answer_time']);
    expect(file.rows.map((row) => row[0])).toEqual(expected.map((call) => call.id));
    expect(file.rows[0]?.[1]).toBe(new Date(expected[0]!.startTime).toISOString());

    // The page finds it again after a reload: the user's recent exports, newest first, with the plan.
    const list = callLogExportListSchema.parse(
      (await world.as('support', 'GET', '/api/call-log-exports')).json(),
    );
    expect(list.items[0]?.exportId).toBe(started.exportId);
    expect(list.plan).toMatchObject({ maxRows: 100_000, rowsPerRequest: 100 });
  });

  it('refuses bad filters with field errors, needs the call-log permission, and keeps exports to their owner', async () => {
    const bad = await world.as('support', 'POST', '/api/call-log-exports', {
      body: { startedFrom: 20, startedTo: 10 },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('startedTo');
    expect((await world.as('lead', 'POST', '/api/call-log-exports', { body: {} })).status).toBe(403);
    expect((await world.as('lead', 'GET', '/api/call-log-exports')).status).toBe(403);

    const mine = await startExport(world, 'support', {});
    const other = await world.as('admin', 'GET', `/api/call-log-exports/${mine.exportId}`);
    expect(other.status).toBe(404);
    expect((await getBytes(world, 'admin', `/api/call-log-exports/${mine.exportId}/file.csv`)).status).toBe(
      404,
    );
    expect((await world.as('support', 'GET', '/api/call-log-exports/not-an-id')).status).toBe(400);

    // One unfinished export per user: a second is refused until the first ends (here, cancelled).
    const second = await world.as('support', 'POST', '/api/call-log-exports', { body: {} });
    if (second.status === 202) {
      const first = callLogExportSchema.parse(
        (await world.as('support', 'GET', `/api/call-log-exports/${mine.exportId}`)).json(),
      );
      expect(first.status).toBe('done');
      expect(first.finishedAt! <= callLogExportSchema.parse(second.json()).createdAt).toBe(true);
    } else {
      expect(second.status, second.text).toBe(409);
      const cancelled = await world.as('support', 'POST', `/api/call-log-exports/${mine.exportId}/cancel`);
      if (cancelled.status === 200)
        expect(callLogExportSchema.parse(cancelled.json()).status).toBe('cancelled');
      else expect(cancelled.status).toBe(409);
    }
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
