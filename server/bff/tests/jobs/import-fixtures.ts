import { expect } from 'vitest';
import { importProgressSchema, type ImportProgress } from '@/core/api/campaign-imports';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { CAMPAIGN_ADD_BY_PHONES_PATH } from '@server/service-api/campaign-contacts';

/** Distinct valid mobile numbers written the national way (09…), from `offset` on. */
export const mobileNumbers = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => `09${String(10_000_000 + offset + i).slice(-8)}`);

/** The 84… form the service stores for a number from mobileNumbers. */
export const normalizedOf = (national: string) => `84${national.slice(1)}`;

/** Text that is no Vietnamese phone number, each different. */
export const invalidNumbers = (count: number) =>
  Array.from({ length: count }, (_, i) => (i % 2 === 0 ? `12${i}` : `abc-${i}`));

/** Puts numbers into a campaign directly through the sandbox, as if imported earlier. */
export async function preAdd(world: BffWithSandbox, campaignId: string, phones: string[]) {
  for (let start = 0; start < phones.length; start += 500) {
    const answer = await world.sandbox.call('base', 'POST', CAMPAIGN_ADD_BY_PHONES_PATH, {
      campaign_id: campaignId,
      phones: phones.slice(start, start + 500),
    });
    expect(answer.status).toBe(200);
  }
}

export async function contactsIn(world: BffWithSandbox, campaignId: string): Promise<Set<string>> {
  const rows = await world.sandbox.deps.db
    .selectFrom('campaign_contacts')
    .select('phone')
    .where('campaign_id', '=', campaignId)
    .execute();
  return new Set(rows.map((row) => row.phone));
}

export async function startImport(world: BffWithSandbox, campaignId: string, phones: string[]) {
  const answer = await world.as('lead', 'POST', `/api/campaigns/${campaignId}/imports`, { body: { phones } });
  expect(answer.status, answer.text).toBe(202);
  return (answer.json() as { jobId: string }).jobId;
}

export async function progressOf(world: BffWithSandbox, jobId: string): Promise<ImportProgress> {
  const answer = await world.as('lead', 'GET', `/api/campaigns/imports/${jobId}`);
  expect(answer.status, answer.text).toBe(200);
  return importProgressSchema.parse(answer.json());
}

/** Polls the progress until `done` says so; every sample is kept, for tests about how it moved. */
export async function waitForProgress(
  world: BffWithSandbox,
  jobId: string,
  done: (progress: ImportProgress) => boolean,
  timeoutMs = 15_000,
): Promise<ImportProgress[]> {
  const samples: ImportProgress[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await progressOf(world, jobId);
    samples.push(progress);
    if (done(progress)) return samples;
    if (Date.now() > deadline) throw new Error(`import ${jobId} is still ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

export const isOver = (progress: ImportProgress) => ['done', 'failed', 'cancelled'].includes(progress.status);

/** Rows of the CSV report, header first. */
export async function reportOf(world: BffWithSandbox, jobId: string) {
  const answer = await world.as('lead', 'GET', `/api/campaigns/imports/${jobId}/report.csv`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
  const [header, ...rows] = answer.text.trimEnd().split('\r\n');
  return { header, rows: rows.map((row) => row.split(',')) };
}

/** Waits until no instance holds the job (its runner has recorded its last answer and let go). */
export async function waitUntilReleased(world: BffWithSandbox, jobId: string) {
  for (let tries = 0; tries < 300; tries++) {
    const row = await world.bff.appDb.db
      .selectFrom('jobs')
      .select('lease_owner')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    if (row.lease_owner === null) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`job ${jobId} is still leased`);
}
