import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/core/api/session';
import { startBff, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'lead-password-123';
const users = [{ username: 'lead', displayName: 'Trần Đức Long', role: 'lead' as const, password: PASSWORD }];
const viaHttps = { 'x-forwarded-proto': 'https' };

let direct: RunningBff;
let proxied: RunningBff;
beforeAll(async () => {
  direct = await startBff({ users });
  proxied = await startBff({ users, trustProxy: true });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const setCookieOf = async (bff: RunningBff, headers?: Record<string, string>) => {
  const answer = await bff.request('POST', '/api/auth/login', {
    body: { username: 'lead', password: PASSWORD },
    csrf: true,
    ...(headers ? { headers } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.headers.getSetCookie()[0]!;
};

describe('the session cookie over plain http', () => {
  it('is HttpOnly, SameSite=Strict, Path=/, not Secure and has no __Host- prefix', async () => {
    const cookie = await setCookieOf(direct);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    expect(cookie).not.toMatch(/; Domain=/);
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted, and sends no HSTS', async () => {
    expect(await setCookieOf(direct, viaHttps)).not.toMatch(/; Secure/);
    const answer = await direct.request('GET', '/api/health', { headers: viaHttps });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the session cookie over https (through a trusted proxy)', () => {
  it('is named __Host-…, Secure, HttpOnly, SameSite=Strict, Path=/ with no Domain', async () => {
    const cookie = await setCookieOf(proxied, viaHttps);
    expect(cookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Domain=/);
  });

  it('is the one read back over https, and HSTS is sent', async () => {
    const { cookie } = await proxied.login('lead', PASSWORD, viaHttps);
    const me = await proxied.request('GET', '/api/auth/me', { cookie, headers: viaHttps });
    expect(me.status).toBe(200);
    expect(me.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    // The https cookie's name means nothing over http, so a downgraded request is not signed in.
    expect((await proxied.request('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('is cleared under the same name at sign-out', async () => {
    const { cookie, csrf } = await proxied.login('lead', PASSWORD, viaHttps);
    const answer = await proxied.request('POST', '/api/auth/logout', { cookie, csrf, headers: viaHttps });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toMatch(
      new RegExp(`^${SECURE_SESSION_COOKIE}=;.*Max-Age=0.*; Secure`),
    );
  });
});
