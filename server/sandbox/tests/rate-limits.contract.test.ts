import { afterEach, describe, expect, it } from 'vitest';
import { callLogResponse } from '../../service-api/call-log';
import { parseRateLimits } from '../../service-api/rate-limits';
import { loadSandboxConfig } from '../config';
import { SandboxRateLimiter } from '../rate-limiter';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

const callLog = (running: RunningSandbox, query = '?limit=1') =>
  running.call('api', 'GET', `/v1/call/log${query}`);

describe('rate limits of the sandbox (SANDBOX_RATE_LIMITS)', () => {
  it('lets 100 of a burst of 101 call-log requests in and answers the 101st 429 with Retry-After', async () => {
    sandbox = await startSandbox({ SANDBOX_RATE_LIMITS: 'calllog=100/min' });
    const running = sandbox;
    const answers = await Promise.all(Array.from({ length: 101 }, () => callLog(running)));
    const ok = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(ok).toHaveLength(100);
    for (const answer of ok) expect(callLogResponse.parse(answer.body).r).toBe(0);
    expect(refused).toHaveLength(1);
    const [limited] = refused;
    expect(limited?.body.r).not.toBe(0);
    expect(limited?.body.message).toMatch(/call log allows 100 requests per 1 min per project \(calllog\)/);
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Other endpoint groups have no limit by default; the call log stays refused.
    expect((await running.call('base', 'GET', '/v1/agent')).status).toBe(200);
    expect((await running.call('api', 'GET', '/v1/chat/conversations')).status).toBe(200);
    expect((await callLog(running)).status).toBe(429);
  });

  it('is on for the call log only, at 100 a minute, when nothing is configured', () => {
    expect(loadSandboxConfig({}).rateLimits).toEqual({ calllog: { max: 100, windowMs: 60_000 } });
  });

  it('is off with `off`: 250 call-log requests in a burst all answer', async () => {
    sandbox = await startSandbox({ SANDBOX_RATE_LIMITS: 'off' });
    const running = sandbox;
    const answers = await Promise.all(Array.from({ length: 250 }, () => callLog(running)));
    expect(answers.every((answer) => answer.status === 200 && answer.body.r === 0)).toBe(true);
  });

  it('limits any group named, with the message key its endpoint uses', async () => {
    sandbox = await startSandbox({ SANDBOX_RATE_LIMITS: 'debugger=2/min,contactcenter=3/10s' });
    for (let i = 0; i < 2; i++) expect((await sandbox.call('api', 'GET', '/v1/debugger')).status).toBe(200);
    const debuggerRefusal = await sandbox.call('api', 'GET', '/v1/debugger');
    expect(debuggerRefusal.status).toBe(429);
    expect(debuggerRefusal.body.msg).toMatch(/call debugger allows 2 requests per 1 min/);
    for (let i = 0; i < 3; i++) expect((await sandbox.call('base', 'GET', '/v1/group')).status).toBe(200);
    const groupRefusal = await sandbox.call('base', 'POST', '/v1/group', { name: 'Never written' });
    expect(groupRefusal.status).toBe(429);
    expect(groupRefusal.body.message).toMatch(/contact-center configuration allows 3 requests per 10 s/);
    expect((await callLog(sandbox)).status).toBe(200);
  });

  it('changes at run time through /__sandbox/rate-limits, forgetting the counts', async () => {
    sandbox = await startSandbox({ SANDBOX_RATE_LIMITS: 'calllog=1/min' });
    const headers = { 'x-service-auth': await sandbox.token(), 'content-type': 'application/json' };
    expect((await callLog(sandbox)).status).toBe(200);
    expect((await callLog(sandbox)).status).toBe(429);
    const set = await fetch(`${sandbox.origin}/__sandbox/rate-limits`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ limits: 'off' }),
    });
    expect(await set.json()).toMatchObject({ r: 0, limits: {} });
    expect((await callLog(sandbox)).status).toBe(200);
    const bad = await fetch(`${sandbox.origin}/__sandbox/rate-limits`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ limits: 'calllog=lots' }),
    });
    const refusal = (await bad.json()) as { r: number; message: string };
    expect(refusal.r).toBe(1);
    expect(refusal.message).toMatch(/calllog=lots/);
  });

  it.each([
    ['calllog=100', /expected <group>=<count>\/<window>/],
    ['calls=0/min', /positive/],
    ['billing=5/min', /unknown endpoint group "billing"/],
  ])('refuses SANDBOX_RATE_LIMITS=%s at start-up with a readable line', (text, message) => {
    expect(() => loadSandboxConfig({ SANDBOX_RATE_LIMITS: text })).toThrow(message);
  });
});

describe('the sliding window', () => {
  it('lets a request in as soon as the oldest one counted is a window old, not when a minute turns', () => {
    let now = 1_000_000;
    const limiter = new SandboxRateLimiter(parseRateLimits('calllog=5/min'), () => now);
    const take = () => limiter.take(4321, 'calllog');
    for (let i = 0; i < 3; i++) expect(take()).toEqual({ ok: true });
    now += 30_000;
    for (let i = 0; i < 2; i++) expect(take()).toEqual({ ok: true });
    expect(take()).toEqual({ ok: false, retryAfterMs: 30_000 });
    now += 29_999;
    expect(take()).toEqual({ ok: false, retryAfterMs: 1 });
    now += 1;
    // The first three are a minute old: three more fit, the two of 30 s ago still count.
    for (let i = 0; i < 3; i++) expect(take()).toEqual({ ok: true });
    expect(take()).toEqual({ ok: false, retryAfterMs: 30_000 });
    // Each project has its own budget.
    expect(limiter.take(9999, 'calllog')).toEqual({ ok: true });
    expect(limiter.take(4321, 'chat')).toEqual({ ok: true });
  });
});
