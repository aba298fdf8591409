import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { startBff, type Answer, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'lead-password-123';

const expectTooMany = (answer: Answer) => {
  expect(answer.status).toBe(429);
  expect(problemSchema.parse(answer.json())).toMatchObject({ status: 429, title: 'Too Many Requests' });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('sign-in rate limit (per client IP and username)', () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({
      loginRateLimitPerMinute: 10,
      trustProxy: true,
      users: [{ username: 'lead', displayName: 'Trần Đức Long', role: 'lead', password: PASSWORD }],
    });
  });
  afterAll(() => bff.close());

  const attempt = (username: string, password: string, ip = '203.0.113.7') =>
    bff.request('POST', '/api/auth/login', {
      body: { username, password },
      csrf: true,
      headers: { 'x-forwarded-for': ip },
    });

  it('allows 10 attempts a minute for one username from one address, then answers 429', async () => {
    for (let i = 0; i < 10; i += 1) expect((await attempt('lead', 'wrong')).status).toBe(401);
    expectTooMany(await attempt('lead', 'wrong'));
    // Even the right password waits: the limit is not a hint about which guess was right.
    expectTooMany(await attempt('LEAD ', PASSWORD));
    // Eleven deliberately slow password checks, on a machine that may be busy.
  }, 60_000);

  it('counts other usernames and other addresses separately', async () => {
    expect((await attempt('someone-else', 'wrong')).status).toBe(401);
    const fromColleague = await attempt('lead', PASSWORD, '198.51.100.23');
    expect(fromColleague.status).toBe(200);
  });

  it('does not count malformed bodies (refused before the limit is consulted)', async () => {
    const answer = await bff.request('POST', '/api/auth/login', {
      body: { username: '' },
      csrf: true,
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('general /api rate limit', () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({
      apiRateLimitPerMinute: 5,
      users: [{ username: 'lead', displayName: 'Trần Đức Long', role: 'lead', password: PASSWORD }],
    });
  });
  afterAll(() => bff.close());

  it('counts anonymous requests per client IP', async () => {
    for (let i = 0; i < 4; i += 1) expect((await bff.request('GET', '/api/health')).status).toBe(200);
    // The fifth request signs in; the session then has an allowance of its own.
    const { cookie } = await bff.login('lead', PASSWORD);
    expectTooMany(await bff.request('GET', '/api/health'));
    for (let i = 0; i < 5; i += 1) {
      expect((await bff.request('GET', '/api/auth/me', { cookie })).status).toBe(200);
    }
    expectTooMany(await bff.request('GET', '/api/auth/me', { cookie }));
  });

  it('leaves the probes outside /api alone', async () => {
    expect((await bff.request('GET', '/healthz')).status).toBe(200);
  });
});
