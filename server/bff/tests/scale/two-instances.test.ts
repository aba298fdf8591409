import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '@/core/api/users';
import { importProgressSchema } from '@/core/api/campaign-imports';
import { postgresReachable } from '@server/db/test-support/postgres-test-schema';
import { migrationProvider } from '@server/db/migrations/registry';
import { DEMO_CAMPAIGNS } from '@server/sandbox/seed/campaigns';
import { startBffCluster, CLUSTER_ADMIN, type BffCluster } from '../../test-support/bff-cluster';
import { TEST_API_SECRET } from '../../test-support/canary';
import { mobileNumbers, normalizedOf } from '../jobs/import-fixtures';

const available = await postgresReachable();

const LOGIN_LIMIT = 6;
const API_LIMIT = 400;
const LEASE_MS = 2500;

let cluster: BffCluster;
beforeAll(async () => {
  if (!available) return;
  cluster = await startBffCluster(2, {
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    API_RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
    JOBS_POLL_MS: '100',
    JOBS_LEASE_MS: String(LEASE_MS),
    CAMPAIGN_BATCH_DELAY_MIN_MS: '150',
    CAMPAIGN_BATCH_DELAY_MAX_MS: '200',
  });
}, 120_000);
afterAll(async () => {
  if (!available) return;
  const logs = cluster.instances.map((instance) => instance.output()).join('\n');
  await cluster.close();
  expect(logs).not.toContain(TEST_API_SECRET);
  expect(logs).not.toContain(CLUSTER_ADMIN.password);
});

const a = () => cluster.instances[0]!;
const b = () => cluster.instances[1]!;
const signIn = (instance = a()) => instance.http.login(CLUSTER_ADMIN.username, CLUSTER_ADMIN.password);
/** One admin session for the tests that do not end or exhaust theirs (sign-ins are rate-limited). */
let adminCookie: Promise<string> | undefined;
const admin = () => (adminCookie ??= signIn(b()));

describe.skipIf(!available)('two BFF instances on one PostgreSQL and one sandbox', () => {
  it('both ran the start-up migrations at the same moment, and every migration is applied once', async () => {
    const applied = await sql<{
      name: string;
    }>`select name from ${sql.id(cluster.schema, 'kysely_migration')}`.execute(cluster.appDb.db);
    expect(applied.rows.map((row) => row.name).sort()).toEqual(
      Object.keys(await migrationProvider.getMigrations()).sort(),
    );
    // Both found an empty user table and raced to create the initial admin: exactly one exists.
    const admins = await cluster.appDb.db.selectFrom('users').select('username').execute();
    expect(admins).toEqual([{ username: CLUSTER_ADMIN.username }]);
  });

  it('a session made on one instance is valid on the other, and ending it on one ends it on both', async () => {
    const cookie = await signIn(a());
    expect((await b().http.request('GET', '/api/auth/me', { cookie })).status).toBe(200);
    expect((await b().http.request('POST', '/api/auth/logout', { cookie })).status).toBe(204);
    expect((await a().http.request('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('a change made through one instance is in the audit log read through the other', async () => {
    const cookie = await admin();
    const number = `0912${String(Date.now()).slice(-6)}`;
    const created = await a().http.request('POST', '/api/blacklist', { cookie, body: { number } });
    expect(created.status, created.text).toBe(201);
    const { id } = created.json() as { id: string };
    const audit = await b().http.request('GET', '/api/admin/audit?action=blacklist.create', { cookie });
    expect(audit.status, audit.text).toBe(200);
    const entries = auditPageSchema.parse(audit.json()).items;
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'blacklist.create', target: id, result: 'ok', username: 'admin' }),
    );
    // Stored as the service writes numbers (84…), whatever spelling was typed.
    const listed = await b().http.request('GET', `/api/blacklist?search=${number}`, { cookie });
    expect(listed.text).toContain(`84${number.slice(1)}`);
  });

  it(
    'holds the sign-in limit across instances: attempts on either count against one allowance',
    { timeout: 60_000 },
    async () => {
      const attempt = (instance: typeof a extends () => infer T ? T : never) =>
        instance.http.request('POST', '/api/auth/login', {
          body: { username: 'mallory', password: 'guess' },
        });
      for (let i = 0; i < LOGIN_LIMIT; i += 1)
        expect((await attempt(i % 2 === 0 ? a() : b())).status).toBe(401);
      const refusedOnA = await attempt(a());
      const refusedOnB = await attempt(b());
      expect([refusedOnA.status, refusedOnB.status]).toEqual([429, 429]);
      expect(Number(refusedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
    },
  );

  it('holds the per-session /api limit across instances', { timeout: 60_000 }, async () => {
    const cookie = await signIn(b());
    const statuses: number[] = [];
    // Both instances at once, as a load balancer spreads one browser's requests.
    for (let round = 0; round < API_LIMIT / 20; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? a() : b()).http.request('GET', '/api/auth/me', { cookie }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(API_LIMIT);
    expect((await a().http.request('GET', '/api/auth/me', { cookie })).status).toBe(429);
    expect((await b().http.request('GET', '/api/auth/me', { cookie })).status).toBe(429);
  });

  it(
    'runs a campaign job on one instance at a time; when that one is killed mid-way, the other finishes it',
    { timeout: 120_000 },
    async () => {
      const cookie = await admin();
      const campaignId = DEMO_CAMPAIGNS[0].id;
      const phones = mobileNumbers(6000, 700_000);
      const started = await b().http.request('POST', `/api/campaigns/${campaignId}/imports`, {
        cookie,
        body: { phones },
      });
      expect(started.status, started.text).toBe(202);
      const { jobId } = started.json() as { jobId: string };

      const job = () =>
        cluster.appDb.db
          .selectFrom('jobs')
          .select(['lease_owner', 'status', 'batches_done'])
          .where('id', '=', jobId)
          .executeTakeFirstOrThrow();
      await until(async () => (await job()).batches_done >= 3);
      // The runner's owner id names its process: that is the instance to kill.
      const { lease_owner: owner } = await job();
      const running = cluster.instances.findIndex((instance) => owner?.includes(`/${instance.pid}/`));
      expect(running).toBeGreaterThanOrEqual(0);
      await cluster.instances[running]!.kill();
      const survivor = cluster.instances[1 - running]!;
      const doneAtKill = (await job()).batches_done;
      expect(doneAtKill).toBeLessThan(12);

      await until(async () => (await job()).status !== 'running', 60_000);
      const progress = await survivor.http.request('GET', `/api/campaigns/imports/${jobId}`, { cookie });
      expect(importProgressSchema.parse(progress.json())).toMatchObject({
        status: 'done',
        sent: 6000,
        batches: { done: 12, total: 12 },
      });
      const { added, skipped } = importProgressSchema.parse(progress.json());
      expect(added + skipped).toBe(6000);

      // Every number is in the campaign once; no answered batch was sent again, none was skipped. Only the
      // batch in flight when the instance died may have gone twice — its numbers then came back as skipped.
      const contacts = await cluster.sandbox.deps.db
        .selectFrom('campaign_contacts')
        .select('phone')
        .where('campaign_id', '=', campaignId)
        .execute();
      const inCampaign = new Set(contacts.map((row) => row.phone));
      expect(phones.every((phone) => inCampaign.has(normalizedOf(phone)))).toBe(true);
      const batches = await cluster.appDb.db
        .selectFrom('job_batches')
        .select(['batch_index', 'attempts', 'status', 'result'])
        .where('job_id', '=', jobId)
        .orderBy('batch_index')
        .execute();
      expect(batches.map((batch) => batch.status)).toEqual(Array(12).fill('done'));
      const resent = batches.filter((batch) => batch.attempts > 1);
      expect(resent.length).toBeLessThanOrEqual(1);
      expect(resent.every((batch) => batch.attempts === 2 && batch.batch_index === doneAtKill)).toBe(true);
      // Skipped only when the lost request had reached the service before the instance died.
      expect(resent.length === 1 ? [0, 500] : [0]).toContain(skipped);

      // A fresh instance joins in the dead one's place (the table is migrated: nothing to do).
      cluster.instances[running] = await cluster.startInstance();
      expect((await cluster.instances[running].http.request('GET', '/api/auth/me', { cookie })).status).toBe(
        200,
      );
    },
  );
});

async function until(condition: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
