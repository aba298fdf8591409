import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseRateLimits } from '@server/service-api/rate-limits';
import { roles } from '@/core/roles';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { startBff, TEST_API_SECRET, type RunningBff } from '../../test-support/bff-harness';
import { testDatabase } from '../../test-support/test-database';
import { SERVICE_RATE_LIMIT_PROBLEM } from '../../upstream/upstream-problem';
import { sandboxUpstream } from '../../test-support/sandbox-upstream';

/**
 * The BFF's rate budget against a sandbox enforcing `calllog=10/5s`: bursts are paced, not failed; a 429
 * never reaches the user; two instances over one app database (SQLite, or PostgreSQL under
 * TEST_APP_DATABASE=postgres) share one budget, so together they never exceed the service's limit.
 */
const LIMITS = 'calllog=10/5s';
const PASSWORD = 'budget-user-password';

let sandbox: RunningSandbox;
let dir: string;
let database: ReturnType<typeof testDatabase>;
const instances: RunningBff[] = [];
const cookies: string[] = [];

async function startInstance(): Promise<void> {
  const first = instances.length === 0;
  const bff = await startBff({
    database: database.settings,
    upstream: sandboxUpstream(sandbox, { rateLimits: parseRateLimits(LIMITS) }),
    users: first
      ? roles.map((role) => ({ username: role, displayName: role, role, password: PASSWORD }))
      : [],
  });
  instances.push(bff);
  cookies.push((await bff.login('support', PASSWORD)).cookie);
}

beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_API_KEY_SECRET: TEST_API_SECRET, SANDBOX_CALLS: '100' }, true);
  dir = mkdtempSync(join(tmpdir(), 'budget-test-'));
  database = testDatabase(dir);
  await startInstance();
  await startInstance();
}, 60_000);
afterAll(async () => {
  for (const bff of instances) await bff.close();
  await sandbox.close();
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  // A fresh window for each test: the sandbox forgets its counts, the instances wait out their own.
  await new Promise((resolve) => setTimeout(resolve, 5_500));
  sandbox.deps.rateLimits.set(parseRateLimits(LIMITS));
});

/**
 * The service refused none and answered every page. It may have answered a few twice: a GET whose answer
 * never reached the BFF (a reset keep-alive socket, the header timeout on a loaded machine) is asked again,
 * within the budget.
 */
function expectAllAnswered(pages: number): void {
  const { answered, refused } = sandbox.deps.rateLimits.counts.calllog ?? { answered: 0, refused: 0 };
  expect(refused).toBe(0);
  expect(answered).toBeGreaterThanOrEqual(pages);
}

const readCalls = (instance: number) =>
  instances[instance]!.request('GET', '/api/calls?limit=1', { cookie: cookies[instance] });

describe('the service rate budget', () => {
  it(
    'paces a burst of 18 call-log pages on one instance: all answer, none is refused by the service',
    {
      timeout: 60_000,
    },
    async () => {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 18 }, () => readCalls(0)));
      const elapsed = Date.now() - started;
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(18).fill(200));
      expectAllAnswered(18);
      // Ten went at once, eight waited for the window to slide, and were told so.
      expect(elapsed).toBeGreaterThanOrEqual(5_000);
      const delayed = answers.filter(
        (answer) => Number(answer.headers.get('x-service-rate-wait-ms')) >= 4_000,
      );
      expect(delayed.length).toBeGreaterThanOrEqual(8);
    },
  );

  it('shares one budget between two instances over the same app database', { timeout: 60_000 }, async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, index) => readCalls(index % 2)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(16).fill(200));
    // Each instance alone would have sent ten at once: 16 in the first window, six of them refused.
    expectAllAnswered(16);
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
  });

  it(
    'answers 429 with Retry-After and the rate-limit problem type when the wait would pass what a person waits, and the service never refuses',
    {
      timeout: 60_000,
    },
    async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, () => readCalls(0)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(10);
      const waiting = answers.filter((answer) => answer.status === 429);
      expect(waiting.length).toBeGreaterThan(0);
      for (const answer of waiting) {
        expect(answer.json()).toMatchObject({ type: SERVICE_RATE_LIMIT_PROBLEM, status: 429 });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      // The BFF held the requests back itself: not one reached the service to be refused.
      expect(sandbox.deps.rateLimits.counts.calllog?.refused).toBe(0);
    },
  );

  it(
    'honours a 429 the service sends anyway (Retry-After) and answers the user',
    { timeout: 60_000 },
    async () => {
      sandbox.deps.faults.set({
        ...sandbox.deps.faults.current,
        forcedStatus: 429,
        retryAfterSeconds: 1,
        pathContains: '/v1/call/log',
        remaining: 2,
      });
      const started = Date.now();
      const answer = await readCalls(1);
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(Number(answer.headers.get('x-service-rate-wait-ms'))).toBeGreaterThanOrEqual(2_000);
      sandbox.deps.faults.reset();
    },
  );
});
