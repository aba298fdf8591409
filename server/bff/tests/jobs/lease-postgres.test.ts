import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from '@server/db/test-support/postgres-test-schema';
import { Secret } from '@server/config';
import { openAppDb, type AppDb } from '@server/db/database';
import { migrateToLatest } from '@server/db/migrate';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { CAMPAIGN_IMPORT, ImportJobs } from '../../jobs/import-jobs';
import { JobLease } from '../../jobs/job-lease';
import { JobRunner } from '../../jobs/job-runner';
import { createServiceClients, type ServiceClients } from '../../upstream/service-clients';
import { countingCampaigns } from './counting-campaigns';
import { mobileNumbers } from './import-fixtures';

const url = TEST_DATABASE_URL;
const schema = uniqueSchemaName('sb_jobs');

const available = await postgresReachable();

const user = { id: 'user-1', username: 'lead' };
const now = () => new Date();
let instances: AppDb[] = [];

beforeAll(async () => {
  if (!available) return;
  // Two pools, as two BFF instances would have.
  instances = [0, 1].map(() => openAppDb({ engine: 'postgres', url: new Secret(url), schema }));
  await Promise.all(instances.map((appDb) => migrateToLatest(appDb)));
});

afterAll(async () => {
  if (!available) return;
  await Promise.all(instances.map((appDb) => appDb.close()));
  await dropSchema(schema);
});

describe.skipIf(!available)('job leases on PostgreSQL', () => {
  it('never lets two instances claim the same job, however they race', async () => {
    const jobs = new ImportJobs(instances[0]!.db, now);
    const created: string[] = [];
    for (let i = 0; i < 20; i++) {
      created.push(await jobs.create({ campaignId: 'CMP_RACE', phones: mobileNumbers(2, i * 10), user }));
    }
    const leases = instances.map((appDb, i) => new JobLease(appDb.db, `instance-${i}`, 60_000, now));
    const claims: { owner: string; jobId: string }[] = [];
    const claimAll = async (lease: JobLease) => {
      for (let misses = 0; misses < 3;) {
        const job = await lease.claimNext(CAMPAIGN_IMPORT);
        if (job) claims.push({ owner: lease.ownerId, jobId: job.id });
        else misses += 1;
      }
    };
    // Four racers per instance, all at once.
    await Promise.all(leases.flatMap((lease) => [1, 2, 3, 4].map(() => claimAll(lease))));

    expect(claims.map((claim) => claim.jobId).sort()).toEqual([...created].sort());
    const owners = await instances[0]!.db
      .selectFrom('jobs')
      .select(['id', 'lease_owner'])
      .where('campaign_id', '=', 'CMP_RACE')
      .execute();
    const claimedBy = new Map(claims.map((claim) => [claim.jobId, claim.owner]));
    for (const row of owners) expect(row.lease_owner).toBe(claimedBy.get(row.id));
    expect(new Set(claims.map((claim) => claim.owner)).size).toBe(2);
  });

  describe('two runners against one sandbox', () => {
    let sandbox: RunningSandbox;
    let clients: ServiceClients;
    beforeAll(async () => {
      sandbox = await startSandbox({ SANDBOX_CAMPAIGNS: 'CMP_PG_A,CMP_PG_B,CMP_PG_C' });
      clients = createServiceClients({
        kind: 'sandbox',
        connection: {
          baseUrl: sandbox.baseUrl,
          apiUrl: sandbox.apiUrl,
          apiKeySid: sandbox.config.apiKeySid,
          apiKeySecret: new Secret(sandbox.config.apiKeySecret),
          authHeader: 'X-SERVICE-AUTH',
          tokenCty: 'service-api;v=1',
          sipDomain: 'sip.sandbox.local',
        },
      });
    });
    afterAll(async () => {
      await clients.http.close();
      await sandbox.close();
    });

    it('run every batch of every job exactly once between them', async () => {
      const jobs = new ImportJobs(instances[0]!.db, now);
      const campaigns = ['CMP_PG_A', 'CMP_PG_B', 'CMP_PG_C'];
      const jobIds = await Promise.all(
        campaigns.map((campaignId, i) =>
          jobs.create({ campaignId, phones: mobileNumbers(1500, 500_000 + i * 10_000), user }),
        ),
      );
      const calls: string[][][] = [[], []];
      const runners = instances.map(
        (appDb, i) =>
          new JobRunner({
            db: appDb.db,
            campaigns: countingCampaigns(clients.contactCenter.campaigns, calls[i]!),
            ownerId: `runner-${i}`,
            settings: {
              pollMs: 10,
              leaseMs: 60_000,
              batchDelayMs: { min: 2, max: 5 },
              retry: { baseMs: 10, maxMs: 40, maxAttempts: 5 },
            },
            now,
            log: (message, error) => console.error(message, error),
          }),
      );
      runners.forEach((runner) => runner.start());
      try {
        for (let tries = 0; ; tries++) {
          const rows = await instances[1]!.db
            .selectFrom('jobs')
            .select('status')
            .where('id', 'in', jobIds)
            .execute();
          if (rows.every((row) => row.status === 'done')) break;
          if (tries > 500) throw new Error(`jobs still ${JSON.stringify(rows)}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await Promise.all(runners.map((runner) => runner.close()));
      }
      const sent = calls.flat();
      expect(sent).toHaveLength(9);
      expect(new Set(sent.flat()).size).toBe(4500);
      expect(calls.every((runnerCalls) => runnerCalls.length > 0)).toBe(true);
      const done = await instances[0]!.db.selectFrom('jobs').selectAll().where('id', 'in', jobIds).execute();
      expect(done.map((job) => [job.added, job.batches_done])).toEqual([
        [1500, 3],
        [1500, 3],
        [1500, 3],
      ]);
    });
  });
});
