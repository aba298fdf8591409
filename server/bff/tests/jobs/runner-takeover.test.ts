import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS } from '@server/sandbox/seed/campaigns';
import { JobRunner } from '../../jobs/job-runner';
import type { JobRunnerSettings } from '../../jobs/runner-settings';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { countingCampaigns } from './counting-campaigns';
import { contactsIn, mobileNumbers, normalizedOf, progressOf, startImport } from './import-fixtures';

// The runners here are started by hand, each as a separate instance would be.
process.env.JOBS_RUNNER = 'off';

const LEASE_MS = 60_000;
const settings: JobRunnerSettings = {
  pollMs: 10,
  leaseMs: LEASE_MS,
  batchDelayMs: { min: 2, max: 5 },
  retry: { baseMs: 10, maxMs: 40, maxAttempts: 5 },
};

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(async () => world.close());

/** A clock an instance reads; moving it ahead makes other instances' leases look expired. */
const offsetClock = () => {
  let offsetMs = 0;
  return { now: () => new Date(Date.now() + offsetMs), advance: (ms: number) => (offsetMs += ms) };
};

function runner(ownerId: string, calls: string[][], now: () => Date) {
  return new JobRunner({
    db: world.bff.appDb.db,
    campaigns: countingCampaigns(world.bff.app.services.service.contactCenter.campaigns, calls),
    ownerId,
    settings,
    now,
    log: (message, error) => console.error(message, error),
  });
}

const leaseOf = (jobId: string) =>
  world.bff.appDb.db
    .selectFrom('jobs')
    .select(['lease_owner', 'status', 'batches_done'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a job whose instance dies', () => {
  it('is taken over once its lease expires, without sending a batch twice or skipping one', async () => {
    const campaignId = DEMO_CAMPAIGNS[0].id;
    const phones = mobileNumbers(5000, 300_000);
    const jobId = await startImport(world, campaignId, phones);

    const firstCalls: string[][] = [];
    const first = runner('instance-a', firstCalls, () => new Date());
    first.start();
    await until(async () => (await leaseOf(jobId)).batches_done >= 3);
    // Stops like a crashed process: the lease is not given back.
    await first.close({ releaseLease: false });
    const left = await leaseOf(jobId);
    expect(left).toMatchObject({ lease_owner: 'instance-a', status: 'running' });
    expect(left.batches_done).toBe(firstCalls.length);
    expect(left.batches_done).toBeLessThan(10);

    const secondCalls: string[][] = [];
    const clock = offsetClock();
    const second = runner('instance-b', secondCalls, clock.now);
    second.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(secondCalls).toHaveLength(0);
      expect((await leaseOf(jobId)).lease_owner).toBe('instance-a');

      clock.advance(LEASE_MS + 1000);
      await until(async () => (await leaseOf(jobId)).status === 'done');
    } finally {
      await second.close();
    }

    const sent = [...firstCalls, ...secondCalls].flat();
    expect(firstCalls.length + secondCalls.length).toBe(10);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toEqual(phones.map(normalizedOf));
    expect(await progressOf(world, jobId)).toMatchObject({
      status: 'done',
      sent: 5000,
      added: 5000,
      skipped: 0,
      batches: { done: 10, total: 10 },
    });
    expect((await contactsIn(world, campaignId)).size).toBe(5000);
    const batches = await world.bff.appDb.db
      .selectFrom('job_batches')
      .select('attempts')
      .where('job_id', '=', jobId)
      .execute();
    expect(batches.every((batch) => batch.attempts === 1)).toBe(true);
  });

  it('re-sends only the batch that was in flight when its instance got stuck, and that safely', async () => {
    const campaignId = DEMO_CAMPAIGNS[2].id;
    const phones = mobileNumbers(2500, 600_000);
    const jobId = await startImport(world, campaignId, phones);

    // The third request reaches the service, but its answer never comes back to the first instance.
    const firstCalls: string[][] = [];
    let unstick: (error: Error) => void = () => {};
    const real = world.bff.app.services.service.contactCenter.campaigns;
    const stuck = new JobRunner({
      db: world.bff.appDb.db,
      campaigns: {
        addByPhones: async (campaign, batch) => {
          firstCalls.push([...batch]);
          const answer = await real.addByPhones(campaign, batch);
          if (firstCalls.length < 3) return answer;
          return new Promise((_resolve, reject) => (unstick = reject));
        },
      },
      ownerId: 'instance-stuck',
      settings,
      now: () => new Date(),
      log: () => {},
    });
    stuck.start();
    await until(async () => firstCalls.length === 3);

    const secondCalls: string[][] = [];
    const clock = offsetClock();
    clock.advance(LEASE_MS + 1000);
    const second = runner('instance-e', secondCalls, clock.now);
    second.start();
    try {
      await until(async () => (await leaseOf(jobId)).status === 'done');
    } finally {
      await second.close();
      unstick(new Error('the stuck request finally fails'));
      await stuck.close();
    }

    expect(firstCalls).toHaveLength(3);
    expect(secondCalls).toHaveLength(3);
    expect(secondCalls[0]).toEqual(firstCalls[2]);
    expect(await progressOf(world, jobId)).toMatchObject({
      status: 'done',
      sent: 2500,
      // The re-sent batch finds its numbers already added by the first attempt.
      added: 2000,
      skipped: 500,
      batches: { done: 5, total: 5 },
    });
    expect((await contactsIn(world, campaignId)).size).toBe(2500);
    const resent = await world.bff.appDb.db
      .selectFrom('job_batches')
      .select(['batch_index', 'attempts', 'result'])
      .where('job_id', '=', jobId)
      .where('attempts', '>', 1)
      .execute();
    expect(resent).toEqual([
      {
        batch_index: 2,
        attempts: 2,
        result: JSON.stringify({ added: 0, skipped: 500, invalid: 0, resent: true }),
      },
    ]);
  });

  it('is handed over at once when its instance stops gracefully', async () => {
    const jobId = await startImport(world, DEMO_CAMPAIGNS[1].id, mobileNumbers(2500, 400_000));
    const firstCalls: string[][] = [];
    const first = runner('instance-c', firstCalls, () => new Date());
    first.start();
    await until(async () => (await leaseOf(jobId)).batches_done >= 1);
    await first.close();
    expect((await leaseOf(jobId)).lease_owner).toBeNull();

    const secondCalls: string[][] = [];
    const second = runner('instance-d', secondCalls, () => new Date());
    second.start();
    try {
      await until(async () => (await leaseOf(jobId)).status === 'done');
    } finally {
      await second.close();
    }
    expect(firstCalls.length + secondCalls.length).toBe(5);
    expect(new Set([...firstCalls, ...secondCalls].flat()).size).toBe(2500);
  });
});
