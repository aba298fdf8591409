import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS } from '@server/sandbox/seed/campaigns';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { mobileNumbers, reportOf, startImport } from './import-fixtures';

// Nothing here needs an import to run: this instance only serves the API.
process.env.JOBS_RUNNER = 'off';

/** The password startBffWithSandbox gives its role users. */
const HARNESS_PASSWORD = 'role-user-password';
const campaignId: string = DEMO_CAMPAIGNS[2].id;
let world: BffWithSandbox;
let jobId: string;

beforeAll(async () => {
  world = await startBffWithSandbox();
  jobId = await startImport(world, campaignId, mobileNumbers(3));
});
let closed = false;
afterAll(async () => {
  if (!closed) await world.close();
});

const routes = () =>
  [
    ['POST', `/api/campaigns/${campaignId}/imports`, { phones: ['0912345678'] }],
    ['GET', '/api/campaigns/imports', undefined],
    ['GET', `/api/campaigns/imports/${jobId}`, undefined],
    ['GET', `/api/campaigns/imports/${jobId}/events`, undefined],
    ['GET', `/api/campaigns/imports/${jobId}/report.csv`, undefined],
    ['POST', `/api/campaigns/imports/${jobId}/pause`, undefined],
    ['POST', `/api/campaigns/imports/${jobId}/resume`, undefined],
    ['POST', `/api/campaigns/imports/${jobId}/cancel`, undefined],
  ] as const;

describe('campaign import access', () => {
  it.each(['supervisor', 'support'] as const)('refuses every import route to %s with 403', async (role) => {
    for (const [method, path, body] of routes()) {
      const answer = await world.as(role, method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets admin read an import', async () => {
    expect((await world.as('admin', 'GET', `/api/campaigns/imports/${jobId}`)).status).toBe(200);
  });

  it('requires a session (a change without one may be refused by the CSRF check first)', async () => {
    for (const [method, path, body] of routes()) {
      const answer = await world.bff.request(method, path, { body });
      expect(method === 'GET' ? [401] : [401, 403], `${method} ${path}`).toContain(answer.status);
    }
  });
});

describe('campaign import input', () => {
  const post = (body: unknown, campaign = campaignId) =>
    world.as('lead', 'POST', `/api/campaigns/${campaign}/imports`, { body });

  it.each([
    ['no phones field', {}],
    ['an empty list', { phones: [] }],
    ['phones that are not a list', { phones: '0912345678' }],
    ['a number that is not text', { phones: [912345678] }],
    ['a 101-character entry', { phones: ['9'.repeat(101)] }],
    ['100,001 numbers', { phones: mobileNumbers(100_001) }],
  ])('answers %s with a 400 problem and creates no job', async (_case, body) => {
    const answer = await post(body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(Object.keys((answer.json() as { errors: object }).errors).length).toBeGreaterThan(0);
    const jobs = await world.bff.appDb.db.selectFrom('jobs').select('id').execute();
    expect(jobs.map((job) => job.id)).toEqual([jobId]);
  });

  it('answers a campaign id that is too long with 400', async () => {
    expect((await post({ phones: ['0912345678'] }, 'C'.repeat(65))).status).toBe(400);
  });

  it('answers an id that is not a job id with 400, and an unknown one with 404', async () => {
    expect((await world.as('lead', 'GET', '/api/campaigns/imports/nope')).status).toBe(400);
    const unknown = '01900000-0000-7000-8000-000000000000';
    for (const suffix of ['', '/report.csv', '/events']) {
      const answer = await world.as('lead', 'GET', `/api/campaigns/imports/${unknown}${suffix}`);
      expect(answer.status).toBe(404);
    }
    for (const verb of ['cancel', 'pause', 'resume']) {
      const answer = await world.as('lead', 'POST', `/api/campaigns/imports/${unknown}/${verb}`);
      expect(answer.status).toBe(404);
    }
  });

  it('ends at once an import with nothing valid to send', async () => {
    const onlyInvalid = await startImport(world, campaignId, ['abc', '12', '+1 202 555 0100']);
    const answer = await world.as('lead', 'GET', `/api/campaigns/imports/${onlyInvalid}`);
    expect(answer.json()).toMatchObject({
      status: 'done',
      total: 3,
      invalid: 3,
      batches: { done: 0, total: 0 },
    });
  });

  it('takes 100,000 numbers in one request and streams their report', async () => {
    const phones = mobileNumbers(100_000, 200_000);
    const started = Date.now();
    const bigJob = await startImport(world, campaignId, phones);
    const created = Date.now() - started;
    const batches = await world.bff.appDb.db
      .selectFrom('job_batches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('job_id', '=', bigJob)
      .executeTakeFirstOrThrow();
    expect(Number(batches.count)).toBe(200);
    const { rows } = await reportOf(world, bigJob);
    expect(rows).toHaveLength(100_000);
    expect(rows[99_999]).toEqual([phones[99_999], `84${phones[99_999]!.slice(1)}`, 'pending', '']);
    expect(created).toBeLessThan(15_000);
  });
});

describe('campaign import progress stream', () => {
  it('sends the current progress at once, and ends when the server closes', async () => {
    // A raw fetch, to read the stream while it is open (the harness's requests wait for the whole body).
    const { cookie } = await world.bff.login('lead', HARNESS_PASSWORD);
    const response = await fetch(`${world.bff.origin}/api/campaigns/imports/${jobId}/events`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('\n\nevent: progress'))
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"status":"queued"');

    // The job never ends here (no runner), so only the server's close can end this stream.
    closed = true;
    await world.close();
    for (;;) if ((await reader.read()).done) break;
  });
});
