import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importProgressSchema, type ImportProgress } from '@/core/api/campaign-imports';
import { problemSchema } from '@/core/api/problem';
import { auditPageSchema } from '@/core/api/users';
import { faultSettingsSchema, type FaultSettings } from '@server/sandbox/faults';
import { DEMO_CAMPAIGNS } from '@server/sandbox/seed/campaigns';
import { CAMPAIGN_ADD_BY_PHONES_PATH } from '@server/service-api/campaign-contacts';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { contactsIn, mobileNumbers, normalizedOf, startImport } from '../jobs/import-fixtures';
import { renameCreated } from '../../ivr/id-remap';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import {
  createdIdsOf,
  draftOf,
  editDraft,
  expectSameMenu,
  liveMenuOf,
  makeTree,
  okJson,
  publishDraft,
  settled,
  talk,
  unique,
} from '../ivr/ivr-designer-kit';

// This instance's job runner, paced for a test: quick polls, short pauses, a short backoff that gives up.
Object.assign(process.env, {
  JOBS_POLL_MS: '20',
  JOBS_LEASE_MS: '5000',
  CAMPAIGN_BATCH_DELAY_MIN_MS: '5',
  CAMPAIGN_BATCH_DELAY_MAX_MS: '10',
  JOBS_RETRY_BASE_MS: '20',
  JOBS_RETRY_MAX_MS: '200',
  JOBS_RETRY_MAX_ATTEMPTS: '10',
});

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(async () => world.close());
afterEach(() => world.sandbox.deps.faults.reset());

const inject = (fault: Partial<FaultSettings>) =>
  world.sandbox.deps.faults.set(faultSettingsSchema.parse(fault));
const faultCleared = () => world.sandbox.deps.faults.current.remaining === null;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every number the service lists, as many times as it lists it. */
async function blacklistCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const answer = await world.as('lead', 'GET', `/api/blacklist?page=${page}&pageSize=100`);
    const items = (answer.json() as { items: { number: string }[] }).items;
    for (const item of items) counts.set(item.number, (counts.get(item.number) ?? 0) + 1);
    if (items.length < 100) return counts;
  }
}

/** Each fault hits the first requests only, so that one run sees failures and successes alike. */
const FAULTS: { name: string; fault: Partial<FaultSettings>; failures: number }[] = [
  { name: 'latency', fault: { latencyMs: 300, remaining: 4 }, failures: 0 },
  { name: '5xx', fault: { forcedStatus: 500, remaining: 4 }, failures: 4 },
  // The BFF waits out a 429's Retry-After and sends again (a 429 was not applied, so even a POST is safe),
  // for as long as a person's request may wait (8 s): four 429s a second apart are ridden out.
  {
    name: '429 with Retry-After',
    fault: { forcedStatus: 429, retryAfterSeconds: 1, remaining: 4 },
    failures: 0,
  },
  // Past that wait the user is told to come back (503 with Retry-After), and nothing was written.
  {
    name: '429 with a Retry-After longer than a person waits',
    fault: { forcedStatus: 429, retryAfterSeconds: 30, remaining: 1 },
    failures: 1,
  },
  { name: 'dropped connections', fault: { dropRate: 1, remaining: 4 }, failures: 4 },
];

/** A number as the service stores it (84…), from the local spelling the test typed. */
const stored = (number: string) => `84${number.slice(1)}`;

describe('writes while the service misbehaves', () => {
  it.each(FAULTS)(
    '$name: each acknowledged create happened once, each failure was reported and audited',
    { timeout: 60_000 },
    async ({ fault, failures }) => {
      const numbers = Array.from({ length: 8 }, (_, i) => `0913${String(Date.now() + i).slice(-6)}`);
      inject({ ...fault, methods: ['POST'], pathContains: '/v1/blacklistnumber' });
      const answers = [];
      for (const number of numbers) {
        const answer = await world.as('lead', 'POST', '/api/blacklist', { body: { number } });
        answers.push({ number, status: answer.status, body: answer.json() });
      }
      world.sandbox.deps.faults.reset();
      expect(answers.filter((answer) => answer.status !== 201)).toHaveLength(failures);

      const counts = await blacklistCounts();
      for (const { number, status, body } of answers) {
        if (status === 201) {
          expect(counts.get(stored(number)), `acknowledged ${number}`).toBe(1);
          continue;
        }
        // Refused before the service did anything: the user is told, and nothing was half-done.
        expect([429, 502, 503]).toContain(status);
        expect(problemSchema.parse(body).title.length).toBeGreaterThan(0);
        expect(counts.get(stored(number)), `failed ${number}`).toBeUndefined();
      }
      const audit = await world.as('admin', 'GET', '/api/admin/audit?action=blacklist.create&pageSize=100');
      const entries = auditPageSchema.parse(audit.json()).items;
      for (const { number, status } of answers) {
        const entry = entries.find((item) =>
          [number, stored(number)].includes((item.detail as { number?: string } | null)?.number ?? ''),
        );
        expect(entry?.result, `audit of ${number}`).toBe(status === 201 ? 'ok' : 'failed');
      }
    },
  );
});

const progressOf = async (jobId: string): Promise<ImportProgress> =>
  importProgressSchema.parse((await world.as('lead', 'GET', `/api/campaigns/imports/${jobId}`)).json());

describe('a campaign import while the service misbehaves', () => {
  const onAddByPhones = { methods: ['POST' as const], pathContains: CAMPAIGN_ADD_BY_PHONES_PATH };

  it('rides out 503s, 429s with Retry-After, dropped connections and latency, sending every number once', async () => {
    const campaignId = DEMO_CAMPAIGNS[0].id;
    const phones = mobileNumbers(3000, 810_000);
    inject({ ...onAddByPhones, forcedStatus: 503, remaining: 2 });
    const jobId = await startImport(world, campaignId, phones);
    for (const fault of [
      { forcedStatus: 429, retryAfterSeconds: 1, remaining: 3 },
      { dropRate: 1, remaining: 2 },
      { latencyMs: 300, remaining: 2 },
    ]) {
      await until(faultCleared);
      inject({ ...onAddByPhones, ...fault });
    }
    await until(async () => ['done', 'failed'].includes((await progressOf(jobId)).status));

    expect(await progressOf(jobId)).toMatchObject({
      status: 'done',
      sent: 3000,
      added: 3000,
      skipped: 0,
      batches: { done: 6, total: 6 },
    });
    const contacts = await contactsIn(world, campaignId);
    expect(phones.every((phone) => contacts.has(normalizedOf(phone)))).toBe(true);
    const batches = await world.bff.appDb.db
      .selectFrom('job_batches')
      .select(['attempts', 'result'])
      .where('job_id', '=', jobId)
      .execute();
    // The faults made some batches go more than once; every re-send was a request the service never applied.
    expect(batches.reduce((sum, batch) => sum + batch.attempts, 0)).toBeGreaterThan(6);
    expect(
      batches.every((batch) => (JSON.parse(batch.result ?? '{}') as { added?: number }).added === 500),
    ).toBe(true);
  });

  it('fails a job the service keeps refusing, tells the user why, and finishes it on resume', async () => {
    const campaignId = DEMO_CAMPAIGNS[1].id;
    const phones = mobileNumbers(2000, 820_000);
    const jobId = await startImport(world, campaignId, phones);
    await until(async () => (await progressOf(jobId)).batches.done >= 1);
    inject({ ...onAddByPhones, forcedStatus: 503 });
    await until(async () => (await progressOf(jobId)).status === 'failed');
    const failed = await progressOf(jobId);
    expect(failed.error).toMatch(/kept failing/);
    expect(failed.batches.done).toBeLessThan(4);

    world.sandbox.deps.faults.reset();
    expect((await world.as('lead', 'POST', `/api/campaigns/imports/${jobId}/resume`)).status).toBeLessThan(
      300,
    );
    await until(async () => (await progressOf(jobId)).status === 'done');
    expect(await progressOf(jobId)).toMatchObject({ sent: 2000, added: 2000, skipped: 0 });
    const contacts = await contactsIn(world, campaignId);
    expect(phones.every((phone) => contacts.has(normalizedOf(phone)))).toBe(true);
  });
});

describe('an IVR publish while the service misbehaves', () => {
  const onIvrWrites = { methods: ['POST' as const], pathContains: '/v1/ivr' };

  it(
    'reports each failure as resumable, and the resumed publish applies every change once',
    { timeout: 90_000 },
    async () => {
      const { treeId } = await makeTree(world, unique('Faulty publish'), [{ name: 'Gốc' }]);
      const draft = await draftOf(world, treeId);
      const nodes = Array.from({ length: 6 }, (_, i) => talk(`new-n${i}`, `Nhánh ${i}`));
      const edited: IvrMenu = {
        ...draft.menu,
        nodes: [...draft.menu.nodes, ...nodes],
        keys: nodes.map((node, i) => ({
          id: `new-k${i}`,
          nodeId: draft.menu.rootNodeId!,
          key: String(i + 1) as IvrMenu['keys'][number]['key'],
          action: { kind: 'node' as const, nextNodeId: node.id },
        })),
      };
      await editDraft(world, treeId, edited);

      // Slow at first, then the service fails outright part-way through.
      inject({ ...onIvrWrites, latencyMs: 500 });
      const publishId = await publishDraft(world, treeId);
      await until(async () => {
        const answer = await world.as('lead', 'GET', `/api/ivr/publishes/${publishId}`);
        return okJson<{ applied: number }>(answer).applied >= 1;
      });
      inject({ ...onIvrWrites, forcedStatus: 503 });
      const afterOutage = await settled(world, publishId);
      expect(afterOutage).toMatchObject({ status: 'failed', resumable: true });
      expect(afterOutage.error).toBeTruthy();
      expect(afterOutage.applied).toBeLessThan(afterOutage.total);

      // Resumed into a dropped connection: reported again, still resumable.
      inject({ ...onIvrWrites, dropRate: 1, remaining: 1 });
      const resume = () => world.as('supervisor', 'POST', `/api/ivr/publishes/${publishId}/resume`);
      expect((await resume()).status).toBe(202);
      expect(await settled(world, publishId)).toMatchObject({ status: 'failed', resumable: true });

      // Resumed while the service is rate limiting: the BFF waits out Retry-After and carries on.
      inject({ ...onIvrWrites, forcedStatus: 429, retryAfterSeconds: 1, remaining: 2 });
      expect((await resume()).status).toBe(202);
      const done = await settled(world, publishId);
      expect(done.status, done.error ?? '').toBe('succeeded');
      const live = await liveMenuOf(world, treeId);
      expect(live.nodes).toHaveLength(7);
      expect(live.keys).toHaveLength(6);
      expectSameMenu(live, renameCreated(edited, createdIdsOf(done)));
    },
  );
});
