import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_RATE_LIMIT_PROBLEM } from '@/core/api/service-rate-limit';
import { faultSettingsSchema } from '@server/sandbox/faults';
import { startBffBehindDelayingProxy } from '../../test-support/bff-behind-delaying-proxy';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import type { DelayingProxy } from '../../test-support/delaying-proxy';

/** Each BFF request's service calls get 1.5 s in all (12 s by default). */
const DEADLINE_MS = 1_500;

let proxy: DelayingProxy;
let world: BffWithSandbox;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ world, proxy, close } = await startBffBehindDelayingProxy(DEADLINE_MS));
});
afterAll(() => close());
afterEach(() => {
  proxy.use(() => 'pass');
  world.sandbox.deps.faults.reset();
});

const readConversations = () => world.as('support', 'GET', '/api/chat/conversations');

describe('the deadline of a request', () => {
  it('answers a read whose service call hangs 503 at its deadline, retries included, not after every try', async () => {
    proxy.use((method, path) => (path.includes('/v1/chat/conversations') ? 'hang' : 'pass'));
    await world.signIn('support');
    const started = Date.now();
    const answer = await readConversations();
    const tookMs = Date.now() - started;
    expect(answer.status, answer.text).toBe(503);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(tookMs).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
    // Three tries of their own would take three deadlines.
    expect(tookMs).toBeLessThan(DEADLINE_MS + 1_500);
  });

  it('answers 429 with Retry-After and the rate-limit problem type when waiting for the rate limit would pass it', async () => {
    world.sandbox.deps.faults.set(
      faultSettingsSchema.parse({
        forcedStatus: 429,
        retryAfterSeconds: 30,
        methods: ['GET'],
        pathContains: '/v1/chat/conversations',
        remaining: 1,
      }),
    );
    await world.signIn('support');
    const started = Date.now();
    const answer = await readConversations();
    expect(answer.status, answer.text).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(answer.json()).toMatchObject({ type: SERVICE_RATE_LIMIT_PROBLEM, status: 429 });
    // Told at once: it did not sit out a wait it could never finish.
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
  });
});
