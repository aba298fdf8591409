import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { startBff, type RequestOptions, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'support-password-1';
let bff: RunningBff;
let cookie: string;

beforeAll(async () => {
  bff = await startBff({
    users: [{ username: 'support', displayName: 'Phạm Ngọc Lan', role: 'support', password: PASSWORD }],
  });
  ({ cookie } = await bff.login('support', PASSWORD));
});
afterAll(() => bff.close());

const expectForbidden = async (options: RequestOptions, path = '/api/auth/logout') => {
  const answer = await bff.request('POST', path, { cookie, ...options });
  expect(answer.status).toBe(403);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(problemSchema.parse(answer.json())).toMatchObject({ status: 403, title: 'Forbidden' });
};

describe('CSRF: a state-changing request is refused with a 403 problem', () => {
  it.each<[string, RequestOptions]>([
    ['without the x-csrf header', {}],
    ['with x-csrf other than 1', { csrfValue: 'yes' }],
    ['with an empty x-csrf', { csrfValue: '' }],
    [
      'from another site (Sec-Fetch-Site: cross-site)',
      { csrf: true, headers: { 'sec-fetch-site': 'cross-site' } },
    ],
    [
      'from a sibling subdomain (Sec-Fetch-Site: same-site)',
      { csrf: true, headers: { 'sec-fetch-site': 'same-site' } },
    ],
    [
      'typed in the address bar (Sec-Fetch-Site: none)',
      { csrf: true, headers: { 'sec-fetch-site': 'none' } },
    ],
    ['from a foreign Origin', { csrf: true, origin: 'https://evil.example' }],
    ['from an Origin on another port of our host', { csrf: true, origin: 'http://127.0.0.1:1' }],
    ['from an opaque Origin (null)', { csrf: true, origin: 'null' }],
    ['saying neither Sec-Fetch-Site nor Origin', { csrf: true, origin: null }],
    [
      'same-origin by Sec-Fetch-Site but without the header',
      { headers: { 'sec-fetch-site': 'same-origin' } },
    ],
  ])('%s', async (_case, options) => {
    await expectForbidden(options);
  });

  it('and the session survives every refused attempt', async () => {
    expect((await bff.request('GET', '/api/auth/me', { cookie })).status).toBe(200);
  });

  it('the sign-in itself is protected: a cross-site form cannot sign a victim in', async () => {
    const body = { username: 'support', password: PASSWORD };
    await expectForbidden({ body, origin: 'https://evil.example', csrf: true }, '/api/auth/login');
    await expectForbidden({ body }, '/api/auth/login');
  });

  it('cross-site wins over a matching Origin: Sec-Fetch-Site is checked first', async () => {
    await expectForbidden({ csrf: true, headers: { 'sec-fetch-site': 'cross-site' } });
  });
});

describe('CSRF: same-origin requests with the header pass', () => {
  it('by Sec-Fetch-Site: same-origin (no Origin needed)', async () => {
    const { cookie: own } = await bff.login('support', PASSWORD);
    const answer = await bff.request('POST', '/api/auth/logout', {
      cookie: own,
      csrf: true,
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.status).toBe(204);
  });

  it('by an Origin naming our host when Sec-Fetch-Site is absent', async () => {
    const { cookie: own } = await bff.login('support', PASSWORD);
    const answer = await bff.request('POST', '/api/auth/logout', {
      cookie: own,
      csrf: true,
      origin: bff.origin,
    });
    expect(answer.status).toBe(204);
  });

  it('reads need neither the header nor an Origin', async () => {
    const answer = await bff.request('GET', '/api/auth/me', {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
  });
});
