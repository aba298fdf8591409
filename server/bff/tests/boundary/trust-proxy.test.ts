import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { startBff, type RunningBff } from '../../test-support/bff-harness';

const PASSWORD = 'lead-password-123';
const users = [{ username: 'lead', displayName: 'Lead', role: 'lead' as const, password: PASSWORD }];
const API_LIMIT = 4;

describe('TRUST_PROXY setting', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', { hops: 1 }],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.0/8, 192.168.1.4', { addresses: ['10.0.0.0/8', '192.168.1.4'] }],
    ['loopback,fd00::/8', { addresses: ['loopback', 'fd00::/8'] }],
  ])('reads %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '11', '10.0.0.0/33', '10.0.0', 'proxy.internal', '10.0.0.1,'])(
    'refuses %s with a line naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be false, true/);
    },
  );
});

/** Who the BFF thinks the client is, read back from the audit entry of a failed sign-in. */
async function seenIp(bff: RunningBff, forwardedFor?: string): Promise<string | null> {
  const marker = `nobody-${Math.random().toString(36).slice(2)}`;
  await bff.request('POST', '/api/auth/login', {
    body: { username: marker, password: 'wrong' },
    csrf: true,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
  const row = await bff.appDb.db
    .selectFrom('audit_log')
    .select('ip')
    .where('username', '=', marker)
    .executeTakeFirstOrThrow();
  return row.ip;
}

/** Anonymous /api requests (limited per client IP), each claiming another address on the left. */
async function statusesWithRotatingLeftmost(bff: RunningBff, rightmost: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < API_LIMIT + 3; i += 1) {
    const answer = await bff.request('GET', '/api/health', {
      headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${rightmost}` },
    });
    statuses.push(answer.status);
  }
  return statuses;
}

describe('one proxy hop (TRUST_PROXY=true or 1)', () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({ users, trustProxy: { hops: 1 }, apiRateLimitPerMinute: API_LIMIT });
  });
  afterAll(() => bff.close());

  it('takes the address our proxy saw (rightmost), not what the client wrote before it', async () => {
    expect(await seenIp(bff, '203.0.113.66, 192.0.2.10')).toBe('192.0.2.10');
  });

  it('keeps limiting a client that rotates the addresses it writes', async () => {
    const statuses = await statusesWithRotatingLeftmost(bff, '192.0.2.20');
    expect(statuses.slice(0, API_LIMIT)).toEqual(Array(API_LIMIT).fill(200));
    expect(statuses.slice(API_LIMIT)).toEqual([429, 429, 429]);
  });
});

describe('a list of proxy addresses', () => {
  let trusted: RunningBff;
  let untrusted: RunningBff;
  beforeAll(async () => {
    trusted = await startBff({ users, trustProxy: { addresses: ['127.0.0.0/8'] } });
    untrusted = await startBff({ users, trustProxy: { addresses: ['10.0.0.0/8'] } });
  });
  afterAll(async () => {
    await trusted.close();
    await untrusted.close();
  });

  it('walks back over the listed proxies to the first address that is not one', async () => {
    expect(await seenIp(trusted, '203.0.113.66, 192.0.2.30')).toBe('192.0.2.30');
    expect(await seenIp(trusted, '203.0.113.66, 192.0.2.30, 127.0.0.9')).toBe('192.0.2.30');
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    expect(await seenIp(untrusted, '192.0.2.40')).toBe('127.0.0.1');
  });
});

describe('no proxy (the default)', () => {
  let bff: RunningBff;
  beforeAll(async () => {
    bff = await startBff({ users, apiRateLimitPerMinute: API_LIMIT });
  });
  afterAll(() => bff.close());

  it('uses the peer address and ignores X-Forwarded-For', async () => {
    expect(await seenIp(bff, '192.0.2.50')).toBe('127.0.0.1');
  });
});
