import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(async () => {
  await fetch(`${sandbox.origin}/__sandbox/faults`, {
    method: 'DELETE',
    headers: { 'x-service-auth': await sandbox.token() },
  });
});

async function setFaults(settings: unknown) {
  const response = await fetch(`${sandbox.origin}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'x-service-auth': await sandbox.token(), 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  return { status: response.status, body: (await response.json()) as { r: number; message: string } };
}

describe('fault injection over /__sandbox/faults', () => {
  it('forces a status with Retry-After for a set number of matching requests, then clears itself', async () => {
    expect(
      (await setFaults({ forcedStatus: 429, retryAfterSeconds: 7, methods: ['GET'], remaining: 2 })).body.r,
    ).toBe(0);
    const posted = await sandbox.call('base', 'POST', '/v1/group', { name: 'not matched by GET faults' });
    expect(posted.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const refused = await sandbox.call('base', 'GET', '/v1/group');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('7');
      expect(refused.body.r).toBe(-5);
    }
    expect((await sandbox.call('base', 'GET', '/v1/group')).status).toBe(200);
  });

  it('limits a fault to paths containing a text', async () => {
    await setFaults({ forcedStatus: 503, pathContains: '/v1/agent' });
    expect((await sandbox.call('base', 'GET', '/v1/agent')).status).toBe(503);
    expect((await sandbox.call('base', 'GET', '/v1/group')).status).toBe(200);
  });

  it('adds latency', async () => {
    await setFaults({ latencyMs: 300, remaining: 1 });
    const started = performance.now();
    expect((await sandbox.call('base', 'GET', '/v1/group')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops connections without an answer', async () => {
    await setFaults({ dropRate: 1, remaining: 1 });
    await expect(sandbox.call('base', 'GET', '/v1/group')).rejects.toThrow();
    expect((await sandbox.call('base', 'GET', '/v1/group')).status).toBe(200);
  });

  it('refuses bad settings and changes nothing', async () => {
    const refused = await setFaults({ forcedStatus: 200 });
    expect(refused.body.r).toBe(1);
    expect(refused.body.message).toMatch(/forcedStatus/);
    const unknownField = await setFaults({ explode: true });
    expect(unknownField.body.r).not.toBe(0);
    expect((await sandbox.call('base', 'GET', '/v1/group')).status).toBe(200);
  });

  it('needs a service token', async () => {
    const response = await fetch(`${sandbox.origin}/__sandbox/faults`, { method: 'PUT', body: '{}' });
    expect(response.status).toBe(401);
  });
});

describe('faults from the environment', () => {
  it('SANDBOX_ERROR_RATE=1 answers every service request with HTTP 500', async () => {
    const failing = await startSandbox({ SANDBOX_ERROR_RATE: '1' });
    try {
      const answer = await failing.call('base', 'GET', '/v1/group');
      expect(answer.status).toBe(500);
      expect(answer.body.r).toBe(-5);
      const health = await fetch(`${failing.origin}/__sandbox/health`);
      expect(health.status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
