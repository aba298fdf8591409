import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { TEST_API_SECRET, startBff, type RunningBff } from '../test-support/bff-harness';
import { startBffWithSandbox, type BffWithSandbox } from '../test-support/bff-with-sandbox';

describe('probes in front of a live service', () => {
  let world: BffWithSandbox;
  beforeAll(async () => {
    world = await startBffWithSandbox();
  });
  afterAll(() => world.close());

  it('GET /healthz answers without a session', async () => {
    const answer = await world.bff.request('GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /readyz is 200 when the app database and the service answer', async () => {
    const answer = await world.bff.request('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
  });

  it('GET /api/health still tells the sign-in page that the upstream is the sandbox', async () => {
    expect((await world.bff.request('GET', '/api/health')).json()).toEqual({
      status: 'ok',
      upstream: 'sandbox',
    });
  });
});

describe('probes when the service is down', () => {
  // The harness's default upstream points at a dead loopback port.
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff();
  });
  afterAll(() => bff.close());

  it('GET /healthz still answers: the process is up', async () => {
    expect((await bff.request('GET', '/healthz')).status).toBe(200);
  });

  it('GET /readyz answers a 503 problem that says nothing about what failed', async () => {
    const answer = await bff.request('GET', '/readyz');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(answer.json())).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'Not ready to serve requests.',
    });
    expect(answer.text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|groups|database|upstream/i);
    expect(answer.text).not.toContain(TEST_API_SECRET);
  });
});
