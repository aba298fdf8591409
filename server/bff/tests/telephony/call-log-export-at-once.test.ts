import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogExportSchema } from '@/core/api/call-log-exports';
import { CALL_LOG_EXPORT } from '../../jobs/call-log-exports';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';

// No runner: the exports stay queued, so every request below meets the first one unfinished.
process.env.JOBS_RUNNER = 'off';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true, sandboxEnv: { SANDBOX_CALLS: '50' } });
}, 60_000);
afterAll(() => world.close());

const AT_ONCE = 8;

describe('a call-log export asked for several times at once', () => {
  it('is queued once; every other request is told one is under way, and nothing else is written', async () => {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        world.as('support', 'POST', '/api/call-log-exports', { body: { sortOrder: 'asc' } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, answers.map((answer) => answer.text).join('\n')).toEqual([
      202,
      ...Array<number>(AT_ONCE - 1).fill(409),
    ]);
    const started = callLogExportSchema.parse(answers.find((answer) => answer.status === 202)!.json());

    const { db } = world.bff.appDb;
    const unfinished = await db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', CALL_LOG_EXPORT)
      .where('status', 'in', ['queued', 'running', 'paused'])
      .execute();
    expect(unfinished.map((job) => job.id)).toEqual([started.exportId]);
    const files = await db.selectFrom('call_log_exports').select('job_id').execute();
    expect(files.map((file) => file.job_id)).toEqual([started.exportId]);
  });
});
