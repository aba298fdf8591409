import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLogClient } from '../../upstream/call-log-client';
import { CALL_LOG_EXPORT } from '../../jobs/call-log-exports';
import { ExportPageStore } from '../../jobs/export-page-store';
import { JobRunner } from '../../jobs/job-runner';
import { runCallLogExport } from '../../jobs/run-call-log-export';
import type { JobRunnerSettings } from '../../jobs/runner-settings';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { downloadExport, followExport, startExport } from '../telephony/export-jobs';

// The runners here are started by hand, each as a separate instance would be.
process.env.JOBS_RUNNER = 'off';

const CALLS = 1_000;
const LEASE_MS = 60_000;
const settings: JobRunnerSettings = {
  pollMs: 10,
  leaseMs: LEASE_MS,
  batchDelayMs: { min: 0, max: 0 },
  retry: { baseMs: 10, maxMs: 40, maxAttempts: 5 },
};

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true, sandboxEnv: { SANDBOX_CALLS: String(CALLS) } });
}, 60_000);
afterAll(() => world.close());

type PageReader = Pick<CallLogClient, 'page'>;

function exportRunner(ownerId: string, callLog: PageReader, now: () => Date) {
  const { db } = world.bff.appDb;
  const pages = new ExportPageStore(db, ownerId, now);
  const log = (message: string, error?: unknown) => console.error(message, error);
  return new JobRunner({
    db,
    campaigns: world.bff.app.services.service.contactCenter.campaigns,
    lanes: [
      {
        kind: CALL_LOG_EXPORT,
        run: (job, signal) =>
          runCallLogExport({ job, pages, callLog, limit: undefined, settings, signal, now, log }),
      },
    ],
    ownerId,
    settings,
    now,
    log,
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const storedPages = (jobId: string) =>
  world.bff.appDb.db
    .selectFrom('call_log_export_pages')
    .select(['page_index', 'row_count'])
    .where('job_id', '=', jobId)
    .orderBy('page_index')
    .execute();

describe('an export whose instance gets stuck', () => {
  it('is taken over from the stored cursor: the file has every call once, and the late answer writes nothing', async () => {
    const real = world.bff.app.services.service.telephony.callLog;
    const started = await startExport(world, 'support', { sortOrder: 'asc' });

    // The fourth page reaches the service, but its answer reaches the first instance only at the end.
    let calls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const stuck = exportRunner(
      'instance-stuck',
      {
        page: async (query, options) => {
          calls += 1;
          const answer = await real.page(query, options);
          if (calls >= 4) await held;
          return answer;
        },
      },
      () => new Date(),
    );
    stuck.start();
    await until(async () => calls === 4);
    expect((await storedPages(started.exportId)).length).toBe(3);

    // Another instance, whose clock says the first one's lease has run out.
    const second = exportRunner('instance-b', real, () => new Date(Date.now() + LEASE_MS + 1_000));
    second.start();
    try {
      const { seen } = await followExport(world, 'support', started.exportId, { everyMs: 50 });
      expect(seen.at(-1)?.status).toBe('done');
      release();
      await stuck.close({ releaseLease: false });
    } finally {
      release();
      await second.close();
    }

    const pages = await storedPages(started.exportId);
    expect(pages.map((page) => page.page_index)).toEqual([...Array(CALLS / 100).keys()]);
    expect(pages.every((page) => page.row_count === 100)).toBe(true);
    const file = await downloadExport(world, 'support', started.exportId);
    const ids = file.rows.map((row) => row[0]);
    expect(ids).toHaveLength(CALLS);
    expect(new Set(ids).size).toBe(CALLS);
    const starts = file.rows.map((row) => Date.parse(row[1]!));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
