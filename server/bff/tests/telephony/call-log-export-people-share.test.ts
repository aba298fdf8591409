import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_RATE_WAIT_HEADER } from '@/core/api/service-rate-limit';
import { callLogExportSchema } from '@/core/api/call-log-exports';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { followExport, startExport } from './export-jobs';

/**
 * An export fills the service's window with its own requests, but not all of it: under `calllog=20/10s`
 * it takes 19 places a window and leaves one to people, so a person's read while the export waits for
 * the next window is answered at once instead of queueing behind it.
 */
let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({
    seed: true,
    sandboxEnv: { SANDBOX_CALLS: '3000', SANDBOX_RATE_LIMITS: 'calllog=20/10s' },
  });
}, 120_000);
afterAll(() => world.close());

describe("the people's share of the service's window", () => {
  it(
    'lets a person read the call log at once while an export waits for the next window',
    { timeout: 120_000 },
    async () => {
      const started = await startExport(world, 'support', {});
      // The export has used its part of the first window and waits for the next one.
      for (;;) {
        const answer = await world.as('support', 'GET', `/api/call-log-exports/${started.exportId}`);
        const progress = callLogExportSchema.parse(answer.json());
        if (progress.rows.done >= 1_900) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const read = await world.as('support', 'GET', '/api/calls?limit=10');
      expect(read.status, read.text).toBe(200);
      expect(read.headers.get(SERVICE_RATE_WAIT_HEADER)).toBeNull();
      const progress = callLogExportSchema.parse(
        (await world.as('support', 'GET', `/api/call-log-exports/${started.exportId}`)).json(),
      );
      expect(progress.status).toBe('running');
      expect(progress.rows.done).toBe(1_900);

      const { seen } = await followExport(world, 'support', started.exportId, { timeoutMs: 100_000 });
      expect(seen.at(-1)?.rows.done).toBe(3_000);
      expect(world.sandbox.deps.rateLimits.counts.calllog?.refused).toBe(0);
    },
  );
});
