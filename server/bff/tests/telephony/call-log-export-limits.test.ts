import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogPageSchema } from '@/core/api/call-log';
import { SERVICE_RATE_LIMIT_PROBLEM } from '@/core/api/service-rate-limit';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { downloadExport, followExport, startExport } from './export-jobs';

/**
 * A 3,000-row export under `calllog=10/5s` (the shape of the field reports' 100 a minute, faster): 30
 * call-log requests that a streamed export would have had to make within one person's request. As a job
 * it is paced within the shared budget and finishes; no 429 reaches anyone, not even a person reading the
 * call log meanwhile, whose reads are answered or told to wait (429 with Retry-After), never failed.
 */
const CALLS = 3_000;
let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({
    seed: true,
    sandboxEnv: { SANDBOX_CALLS: String(CALLS), SANDBOX_RATE_LIMITS: 'calllog=10/5s' },
  });
}, 120_000);
afterAll(() => world.close());

describe('a large call-log export within the service rate limit', () => {
  it(
    'runs as a background job to the last row without a 429 reaching the user',
    { timeout: 120_000 },
    async () => {
      const started = await startExport(world, 'support', {});

      // A person reads the call log while the export runs: the budget is shared, so a read waits its turn.
      const reads: Array<{ status: number; retryAfter: string | null; type?: string }> = [];
      let reading = true;
      const person = (async () => {
        while (reading) {
          const answer = await world.as('support', 'GET', '/api/calls?limit=100');
          const body = answer.json() as { type?: string };
          reads.push({
            status: answer.status,
            retryAfter: answer.headers.get('retry-after'),
            type: body.type,
          });
          if (answer.status === 200) callLogPageSchema.parse(body);
          await new Promise((resolve) => setTimeout(resolve, 3_000));
        }
      })();

      const { seen, statuses } = await followExport(world, 'support', started.exportId, {
        everyMs: 500,
        timeoutMs: 100_000,
      });
      reading = false;
      await person;

      expect(statuses.every((status) => status === 200)).toBe(true);
      const running = seen.filter((progress) => progress.status === 'running');
      expect(running.length).toBeGreaterThan(2);
      // Rows arrive over time, and while it runs the screen can say when it should end.
      expect(running.some((progress) => progress.rows.done > 0 && progress.rows.done < CALLS)).toBe(true);
      expect(running.some((progress) => progress.expectedEndAt !== null)).toBe(true);
      const done = seen.at(-1)!;
      expect(done.status).toBe('done');
      expect(done.rows).toEqual({ done: CALLS, expected: CALLS });

      const file = await downloadExport(world, 'support', started.exportId);
      expect(file.answer.status).toBe(200);
      expect(file.bom).toEqual([0xef, 0xbb, 0xbf]);
      expect(file.rows).toHaveLength(CALLS);
      expect(new Set(file.rows.map((row) => row[0])).size).toBe(CALLS);
      const starts = file.rows.map((row) => Date.parse(row[1]!));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));

      // The BFF kept within the limit: the sandbox refused nothing, and it took the limit's time to get there.
      const counts = world.sandbox.deps.rateLimits.counts.calllog;
      expect(counts?.refused).toBe(0);
      expect(counts?.answered).toBeGreaterThanOrEqual(CALLS / 100);
      // The person's reads: answered, or told to come back (the limit's problem type and Retry-After).
      for (const read of reads) {
        if (read.status === 200) continue;
        expect(read).toMatchObject({ status: 429, type: SERVICE_RATE_LIMIT_PROBLEM });
        expect(Number(read.retryAfter)).toBeGreaterThan(0);
      }
      expect(reads.some((read) => read.status === 200)).toBe(true);
    },
  );
});
