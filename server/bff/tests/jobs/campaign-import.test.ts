import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS } from '@server/sandbox/seed/campaigns';
import { faultSettingsSchema } from '@server/sandbox/faults';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import {
  contactsIn,
  invalidNumbers,
  isOver,
  mobileNumbers,
  normalizedOf,
  preAdd,
  progressOf,
  reportOf,
  startImport,
  waitForProgress,
  waitUntilReleased,
} from './import-fixtures';

// The app's own runner, paced for tests: the spec's 200–500 ms between requests would make these slow.
Object.assign(process.env, {
  JOBS_POLL_MS: '20',
  CAMPAIGN_BATCH_DELAY_MIN_MS: '2',
  CAMPAIGN_BATCH_DELAY_MAX_MS: '5',
  JOBS_RETRY_BASE_MS: '10',
  JOBS_RETRY_MAX_MS: '40',
});

const PROGRESS_CAMPAIGN = 'CMP_IMPORT_PROGRESS';
const CANCEL_CAMPAIGN = 'CMP_IMPORT_CANCEL';
const FAULTS_CAMPAIGN = 'CMP_IMPORT_FAULTS';
const PAUSE_CAMPAIGN = 'CMP_IMPORT_PAUSE';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({
    sandboxEnv: {
      SANDBOX_CAMPAIGNS: [PROGRESS_CAMPAIGN, CANCEL_CAMPAIGN, FAULTS_CAMPAIGN, PAUSE_CAMPAIGN].join(','),
    },
  });
});
afterAll(async () => world.close());
afterEach(() => world.sandbox.deps.faults.reset());

const slowCampaignRequests = (latencyMs: number) =>
  world.sandbox.deps.faults.set(faultSettingsSchema.parse({ latencyMs, pathContains: 'add-by-phones' }));

describe('campaign import', () => {
  it('imports 5,000 numbers (10% invalid, 10% already present) with exact counts and a matching report', async () => {
    const campaignId = DEMO_CAMPAIGNS[0].id;
    const fresh = mobileNumbers(4000, 0);
    const present = mobileNumbers(500, 4000);
    const invalid = invalidNumbers(500);
    await preAdd(world, campaignId, present);
    // Interleaved, so every batch mixes the three kinds.
    const phones = fresh.flatMap((phone, i) =>
      i % 8 === 0 ? [phone, present[i / 8]!, invalid[i / 8]!] : [phone],
    );
    expect(phones).toHaveLength(5000);

    const jobId = await startImport(world, campaignId, phones);
    const samples = await waitForProgress(world, jobId, isOver);
    const final = samples.at(-1)!;
    expect(final).toMatchObject({
      status: 'done',
      total: 5000,
      valid: 4500,
      sent: 4500,
      added: 4000,
      skipped: 500,
      invalid: 500,
      duplicates: 0,
      batches: { done: 9, total: 9 },
    });
    expect(final.error).toBeUndefined();
    const contacts = await contactsIn(world, campaignId);
    expect(contacts.size).toBe(4500);

    const { header, rows } = await reportOf(world, jobId);
    expect(header).toBe('phone,normalized,outcome,reason');
    expect(rows).toHaveLength(5000);
    expect(rows.map((row) => row[0])).toEqual(phones);
    const outcomes = new Map<string, string>(rows.map((row) => [row[0]!, row[2]!]));
    expect(fresh.every((phone) => outcomes.get(phone) === 'added')).toBe(true);
    expect(present.every((phone) => outcomes.get(phone) === 'skipped')).toBe(true);
    expect(invalid.every((phone) => outcomes.get(phone) === 'invalid')).toBe(true);
    expect(rows.find((row) => row[0] === fresh[0])?.[1]).toBe(normalizedOf(fresh[0]!));

    const listed = await world.as('lead', 'GET', `/api/campaigns/imports?campaignId=${campaignId}`);
    expect((listed.json() as { items: { jobId: string }[] }).items.map((item) => item.jobId)).toEqual([
      jobId,
    ]);
    const audit = await world.bff.app.services.audit.recent(20);
    expect(audit.find((entry) => entry.action === 'campaign-import.create')?.target).toBe(jobId);
  });

  it('sends a number written twice once, and reports the repeat', async () => {
    const [a, b] = mobileNumbers(2, 90_000);
    const jobId = await startImport(world, DEMO_CAMPAIGNS[1].id, [a!, `+84 ${a!.slice(1)}`, b!, 'x']);
    const [final] = (await waitForProgress(world, jobId, isOver)).slice(-1);
    expect(final).toMatchObject({ status: 'done', total: 4, valid: 2, added: 2, duplicates: 1, invalid: 1 });
    const { rows } = await reportOf(world, jobId);
    expect(rows.map((row) => row[2])).toEqual(['added', 'duplicate', 'added', 'invalid']);
  });

  it('moves its progress forward batch by batch', async () => {
    slowCampaignRequests(60);
    const jobId = await startImport(world, PROGRESS_CAMPAIGN, mobileNumbers(3000, 10_000));
    const samples = await waitForProgress(world, jobId, isOver);
    const sent = samples.map((sample) => sample.sent);
    expect(sent).toEqual([...sent].sort((x, y) => x - y));
    expect(sent.some((value) => value > 0 && value < 3000)).toBe(true);
    expect(new Set(samples.map((sample) => sample.status))).toContain('running');
    expect(samples.at(-1)).toMatchObject({ status: 'done', sent: 3000, added: 3000, batches: { done: 6 } });
    expect(samples.at(-1)?.startedAt).toBeTruthy();
  });

  it('streams progress as Server-Sent Events until the end, and again after a reconnect', async () => {
    slowCampaignRequests(200);
    const jobId = await startImport(world, PROGRESS_CAMPAIGN, mobileNumbers(2000, 50_000));
    const stream = await world.as('lead', 'GET', `/api/campaigns/imports/${jobId}/events`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // fetch asks for gzip: the events must still come as written, never through a compressor.
    expect(stream.headers.get('content-encoding')).toBeNull();
    const events = eventsOf(stream.text);
    const progress = events.filter((event) => event.name === 'progress').map((event) => event.data);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.map((event) => event.sent)).toEqual(
      [...progress.map((event) => event.sent)].sort((a, b) => a - b),
    );
    expect(progress.at(-1)).toMatchObject({ status: 'done', sent: 2000 });
    expect(events.at(-1)?.name).toBe('end');

    const reconnected = eventsOf(
      (await world.as('lead', 'GET', `/api/campaigns/imports/${jobId}/events`)).text,
    );
    expect(reconnected.map((event) => event.name)).toEqual(['progress', 'end']);
  });

  it('stops sending when cancelled, and counts the batch that was in flight', async () => {
    slowCampaignRequests(80);
    const jobId = await startImport(world, CANCEL_CAMPAIGN, mobileNumbers(5000, 20_000));
    await waitForProgress(world, jobId, (progress) => progress.batches.done >= 2);
    const cancel = await world.as('lead', 'POST', `/api/campaigns/imports/${jobId}/cancel`);
    expect(cancel.status, cancel.text).toBe(200);
    await waitUntilReleased(world, jobId);
    const final = await progressOf(world, jobId);
    expect(final.status).toBe('cancelled');
    expect(final.batches.done).toBeLessThan(10);
    expect(final.added).toBe(final.batches.done * 500);
    expect((await contactsIn(world, CANCEL_CAMPAIGN)).size).toBe(final.added);
    const again = await world.as('lead', 'POST', `/api/campaigns/imports/${jobId}/cancel`);
    expect(again.status).toBe(409);
    const audit = await world.bff.app.services.audit.recent(5);
    expect(audit.find((entry) => entry.action === 'campaign-import.cancel')?.target).toBe(jobId);
  });

  it('pauses after the batch in flight, and resumes with the next unsent batch', async () => {
    slowCampaignRequests(60);
    const jobId = await startImport(world, PAUSE_CAMPAIGN, mobileNumbers(3000, 60_000));
    await waitForProgress(world, jobId, (progress) => progress.batches.done >= 2);
    const paused = await world.as('lead', 'POST', `/api/campaigns/imports/${jobId}/pause`);
    expect(paused.status, paused.text).toBe(200);
    await waitUntilReleased(world, jobId);
    const atPause = await progressOf(world, jobId);
    expect(atPause.status).toBe('paused');
    expect(atPause.batches.done).toBeLessThan(6);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await progressOf(world, jobId)).batches.done).toBe(atPause.batches.done);

    const resumed = await world.as('lead', 'POST', `/api/campaigns/imports/${jobId}/resume`);
    expect(resumed.status, resumed.text).toBe(200);
    const [final] = (await waitForProgress(world, jobId, isOver)).slice(-1);
    expect(final).toMatchObject({ status: 'done', sent: 3000, added: 3000, batches: { done: 6 } });
    expect((await contactsIn(world, PAUSE_CAMPAIGN)).size).toBe(3000);
    const batches = await world.bff.appDb.db
      .selectFrom('job_batches')
      .select('attempts')
      .where('job_id', '=', jobId)
      .execute();
    expect(batches.map((batch) => batch.attempts)).toEqual([1, 1, 1, 1, 1, 1]);
    expect((await world.as('lead', 'POST', `/api/campaigns/imports/${jobId}/pause`)).status).toBe(409);
  });

  it('fails the job with the service’s message and the code campaign_not_found, and refuses to resume it', async () => {
    const jobId = await startImport(world, 'CMP_NO_SUCH_CAMPAIGN', mobileNumbers(10, 30_000));
    const [final] = (await waitForProgress(world, jobId, isOver)).slice(-1);
    expect(final).toMatchObject({
      status: 'failed',
      error: 'Campaign not found',
      errorCode: 'campaign_not_found',
      sent: 0,
    });
    // The service has no campaign lookup: resuming would only send the same batch to the same refusal.
    const resumed = await world.as('lead', 'POST', `/api/campaigns/imports/${jobId}/resume`);
    expect(resumed.status, resumed.text).toBe(409);
    expect((resumed.json() as { detail: string }).detail).toMatch(
      /no campaign CMP_NO_SUCH_CAMPAIGN in this account.*start a new import/i,
    );
    expect(await progressOf(world, jobId)).toMatchObject({
      status: 'failed',
      errorCode: 'campaign_not_found',
    });
    const listed = await world.as('lead', 'GET', '/api/campaigns/imports?campaignId=CMP_NO_SUCH_CAMPAIGN');
    expect((listed.json() as { items: { jobId: string }[] }).items).toContainEqual(
      expect.objectContaining({ jobId, status: 'failed', errorCode: 'campaign_not_found' }),
    );
  });

  it('retries a batch the service answered with 503, and ends with exact counts', async () => {
    world.sandbox.deps.faults.set(
      faultSettingsSchema.parse({ forcedStatus: 503, pathContains: 'add-by-phones', remaining: 4 }),
    );
    const jobId = await startImport(world, FAULTS_CAMPAIGN, mobileNumbers(1200, 40_000));
    const [final] = (await waitForProgress(world, jobId, isOver)).slice(-1);
    expect(final).toMatchObject({
      status: 'done',
      sent: 1200,
      added: 1200,
      skipped: 0,
      batches: { done: 3 },
    });
    expect((await contactsIn(world, FAULTS_CAMPAIGN)).size).toBe(1200);
    const attempts = await world.bff.appDb.db
      .selectFrom('job_batches')
      .select(['attempts', 'result'])
      .where('job_id', '=', jobId)
      .orderBy('batch_index')
      .execute();
    expect(attempts.map((batch) => batch.attempts)).toEqual([5, 1, 1]);
  });
});

/** The events of a finished text/event-stream body (comments and `retry:` lines left out). */
function eventsOf(text: string) {
  return text
    .split('\n\n')
    .map((block) => block.split('\n').filter((line) => line.startsWith('event:') || line.startsWith('data:')))
    .filter((lines) => lines.length === 2)
    .map(([event, data]) => ({
      name: event!.slice('event:'.length).trim(),
      data: JSON.parse(data!.slice('data:'.length)) as { status: string; sent: number },
    }));
}
