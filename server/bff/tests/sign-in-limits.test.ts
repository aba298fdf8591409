import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { SESSION_COOKIE } from '@/core/api/session';
import { startBff, type Answer, type RunningBff } from '../test-support/bff-harness';
import { scryptHashOf } from '../test-support/scrypt-hash';

const PASSWORD = 'lead-password-123';
const users = [
  { username: 'lead', displayName: 'Lead', role: 'lead' as const, password: PASSWORD },
  { username: 'colleague', displayName: 'Colleague', role: 'lead' as const, password: PASSWORD },
];

/**
 * Today's hash takes some 30 ms, too short to hold a hashing slot while a test lines others up behind it.
 * `vault` keeps a hash of an earlier version (scrypt at N=2^17, several hundred ms), and the sprays that
 * should keep a slot busy guess its password.
 */
async function startWithSlowVault(signInLimits: { hashConcurrency: number; hashWaitMs: number }) {
  const bff = await startBff({
    users: [...users, { username: 'vault', displayName: 'Vault', role: 'support', password: PASSWORD }],
    trustProxy: { hops: 1 },
    signInLimits,
  });
  const slowHash = scryptHashOf(PASSWORD, 17);
  await bff.appDb.db
    .updateTable('users')
    .set({ password_hash: slowHash })
    .where('username', '=', 'vault')
    .execute();
  return bff;
}

const expectRefused = (answer: Answer, status: 429 | 503) => {
  expect(answer.status, answer.text).toBe(status);
  expect(problemSchema.parse(answer.json()).status).toBe(status);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
};

const attempt = (bff: RunningBff, username: string, password: string, ip: string) =>
  bff.request('POST', '/api/auth/login', {
    body: { username, password },
    csrf: true,
    headers: { 'x-forwarded-for': ip },
  });

describe('failed sign-ins per client IP, across usernames', { timeout: 120_000 }, () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({
      users,
      trustProxy: { hops: 1 },
      signInLimits: { failuresPerIpPerMinute: 3, failuresPerUsernamePerMinute: 1000 },
    });
  });
  afterAll(() => bff.close());

  it('answers 429 once an address has failed with 3 different usernames', async () => {
    for (const name of ['amy', 'bob', 'cat'])
      expect((await attempt(bff, name, 'x', '192.0.2.1')).status).toBe(401);
    expectRefused(await attempt(bff, 'dan', 'x', '192.0.2.1'), 429);
    // The refusal is no hint: the right password from that address waits too.
    expectRefused(await attempt(bff, 'lead', PASSWORD, '192.0.2.1'), 429);
  });

  it('leaves other addresses alone', async () => {
    expect((await attempt(bff, 'lead', PASSWORD, '192.0.2.2')).status).toBe(200);
  });

  it('does not count successful sign-ins, so an office behind one address can start a shift', async () => {
    for (let i = 0; i < 5; i += 1) {
      const who = i % 2 === 0 ? 'lead' : 'colleague';
      expect((await attempt(bff, who, PASSWORD, '192.0.2.3')).status).toBe(200);
    }
  });

  it('lets the address try again when the minute has passed', async () => {
    bff.clock.advance(1.1);
    expect((await attempt(bff, 'lead', PASSWORD, '192.0.2.1')).status).toBe(200);
  });
});

describe('failed sign-ins per username, across addresses', { timeout: 120_000 }, () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({
      users,
      trustProxy: { hops: 1 },
      signInLimits: { failuresPerIpPerMinute: 1000, failuresPerUsernamePerMinute: 3 },
    });
  });
  afterAll(() => bff.close());

  it('answers 429 for a username guessed from 3 addresses, whatever the next address', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await attempt(bff, 'lead', 'guess', ip)).status).toBe(401);
    expectRefused(await attempt(bff, 'LEAD ', PASSWORD, '198.51.100.4'), 429);
    expect((await attempt(bff, 'colleague', PASSWORD, '198.51.100.4')).status).toBe(200);
  });
});

describe('the cap on password hashing at once', { timeout: 120_000 }, () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startWithSlowVault({ hashConcurrency: 1, hashWaitMs: 20 });
  });
  afterAll(() => bff.close());

  it('answers the sign-ins that find no free slot in time with 503 and Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => attempt(bff, 'vault', `guess-${i}`, `203.0.113.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(503);
    for (const answer of answers.filter((one) => one.status === 503)) expectRefused(answer, 503);
  });
});

describe('the order of the hashing queue', { timeout: 120_000 }, () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startWithSlowVault({ hashConcurrency: 1, hashWaitMs: 60_000 });
  });
  afterAll(() => bff.close());

  it('serves an address someone signed in from before addresses new to it, while hashing is busy', async () => {
    expect((await attempt(bff, 'lead', PASSWORD, '192.0.2.10')).status).toBe(200);
    const finished: string[] = [];
    const track = (name: string, answer: Promise<Answer>) =>
      answer.then((done) => {
        finished.push(name);
        return done;
      });
    // Four guesses from four addresses new to the console, none failed yet: one runs, three wait.
    const sprays = [1, 2, 3, 4].map((i) =>
      track(`spray-${i}`, attempt(bff, 'vault', `guess-${i}`, `203.0.113.${60 + i}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const person = track('lead', attempt(bff, 'lead', PASSWORD, '192.0.2.10'));
    expect((await person).status).toBe(200);
    expect((await Promise.all(sprays)).map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    // The person's hash ran as soon as the running one ended: at most one spray finished before it.
    expect(finished.indexOf('lead')).toBeLessThanOrEqual(1);
  });
});

describe('giving up on a slot, for an address that has failed', { timeout: 120_000 }, () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({
      users,
      trustProxy: { hops: 1 },
      signInLimits: { hashConcurrency: 1, hashWaitMs: 20, failuresPerIpPerMinute: 3 },
    });
  });
  afterAll(() => bff.close());

  it('counts as a failure, so a sprayer behind one address meets its 429 instead of queueing', async () => {
    expect((await attempt(bff, 'spray-0', 'x', '203.0.113.50')).status).toBe(401);
    // A person from a clean address and three more sprays at once: one slot, a 20 ms wait.
    const answers = await Promise.all([
      attempt(bff, 'lead', PASSWORD, '192.0.2.99'),
      ...[1, 2, 3].map((i) => attempt(bff, `spray-${i}`, 'x', '203.0.113.50')),
    ]);
    expect(answers.slice(1).every((answer) => [401, 503].includes(answer.status))).toBe(true);
    expectRefused(await attempt(bff, 'spray-4', 'x', '203.0.113.50'), 429);
  });
});

describe('the /api limit for requests without a live session', () => {
  const LIMIT = 5;
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({ users, apiRateLimitPerMinute: LIMIT });
  });
  afterAll(() => bff.close());

  it('counts by client IP when each request carries a new random session cookie', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const cookie = `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`;
      statuses.push((await bff.request('GET', '/api/auth/me', { cookie })).status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429, 429]);
  });
});
