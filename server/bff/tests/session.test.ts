import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '../../../src/core/api/problem';
import { SESSION_COOKIE, sessionInfoSchema } from '../../../src/core/api/session';
import { hashToken } from '../auth/tokens';
import { INVALID_CREDENTIALS } from '../routes/session';
import { sessionCookieOf, startBff, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'correct horse battery';
let bff: RunningBff;

beforeAll(async () => {
  bff = await startBff({
    users: [
      { username: 'Supervisor', displayName: 'Nguyễn Thu Hà', role: 'supervisor', password: PASSWORD },
      { username: 'support', displayName: 'Phạm Ngọc Lan', role: 'support', password: PASSWORD },
    ],
  });
});
afterAll(() => bff.close());

const auditActions = async () =>
  (await bff.app.services.audit.recent(100)).map((entry) => ({
    action: entry.action,
    username: entry.username,
    detail: entry.detail,
  }));

describe('POST /api/session (sign in)', () => {
  it('answers SessionInfo and sets an httpOnly, SameSite=Strict session cookie', async () => {
    const answer = await bff.request('POST', '/api/session', {
      body: { username: ' supervisor ', password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    const info = sessionInfoSchema.parse(answer.json());
    expect(info.user).toMatchObject({
      username: 'supervisor',
      displayName: 'Nguyễn Thu Hà',
      role: 'supervisor',
    });
    expect(info.upstream).toBe('sandbox');
    expect(info.csrfToken.length).toBeGreaterThanOrEqual(32);

    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);
    expect(await auditActions()).toContainEqual({
      action: 'session.login',
      username: 'supervisor',
      detail: null,
    });
  });

  it('stores only the hash of the session token', async () => {
    const { cookie } = await bff.login('support', PASSWORD);
    const token = cookie.split('=')[1]!;
    const rows = await bff.appDb.db.selectFrom('sessions').select('id').execute();
    expect(rows.map((row) => row.id)).toContain(hashToken(token));
    expect(rows.map((row) => row.id)).not.toContain(token);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await startBff({
      trustProxy: true,
      users: [{ username: 'lead', displayName: 'Trần Đức Long', role: 'lead', password: PASSWORD }],
    });
    try {
      const answer = await proxied.request('POST', '/api/session', {
        body: { username: 'lead', password: PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it.each([
    ['a wrong password', 'support', 'not the password', 'wrong-password'],
    ['an unknown user', 'nobody', PASSWORD, 'unknown-user'],
  ])('refuses %s with the same 401 problem and audits it', async (_case, username, password, reason) => {
    const answer = await bff.request('POST', '/api/session', { body: { username, password } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(answer.json())).toEqual({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: INVALID_CREDENTIALS,
    });
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await auditActions()).toContainEqual({
      action: 'session.login_failed',
      username,
      detail: JSON.stringify({ reason }),
    });
  });

  it('answers a malformed body with a 400 problem carrying field errors', async () => {
    const answer = await bff.request('POST', '/api/session', { body: { username: '', extra: 1 } });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = problemSchema.parse(answer.json());
    expect(problem).toMatchObject({ status: 400, title: 'Bad Request' });
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['password', 'username']);
  });

  it.each([
    ['invalid JSON', '{"username": "support", "password": "correct hor', 'not valid JSON'],
    ['no body at all', '', 'Body'],
  ])('answers %s with a 400 problem that does not echo the body', async (_case, raw, detail) => {
    const answer = await bff.request('POST', '/api/session', { body: raw });
    expect(answer.status).toBe(400);
    expect(problemSchema.parse(answer.json()).detail).toContain(detail);
    expect(answer.text).not.toContain('correct hor');
  });

  it('limits sign-in attempts per client and answers 429 as a problem', async () => {
    const limited = await startBff({ loginRateLimitPerMinute: 2 });
    try {
      const attempt = () =>
        limited.request('POST', '/api/session', { body: { username: 'x', password: 'y' } });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(problemSchema.parse(third.json())).toMatchObject({ status: 429, title: 'Too Many Requests' });
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/session', () => {
  it('answers the SessionInfo of the signed-in user', async () => {
    const { cookie, info } = await bff.login('support', PASSWORD);
    const answer = await bff.request('GET', '/api/session', { cookie });
    expect(answer.status).toBe(200);
    expect(sessionInfoSchema.parse(answer.json())).toEqual(info);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['without a cookie', undefined],
    ['with an unknown token', `${SESSION_COOKIE}=forged-token`],
  ])('answers 401 problem %s', async (_case, cookie) => {
    const answer = await bff.request('GET', '/api/session', { cookie });
    expect(answer.status).toBe(401);
    expect(problemSchema.parse(answer.json())).toMatchObject({ status: 401, title: 'Unauthorized' });
  });
});

describe('DELETE /api/session (sign out)', () => {
  it('refuses without the x-csrf header, or with a wrong one, and keeps the session', async () => {
    const { cookie, info } = await bff.login('support', PASSWORD);
    for (const csrf of [undefined, 'wrong', `${info.csrfToken}x`]) {
      const answer = await bff.request('DELETE', '/api/session', { cookie, csrf });
      expect(answer.status).toBe(403);
      expect(problemSchema.parse(answer.json())).toMatchObject({ status: 403, title: 'Forbidden' });
    }
    expect((await bff.request('GET', '/api/session', { cookie })).status).toBe(200);
  });

  it('ends the session with the right x-csrf header: 204, cookie cleared, session gone, audited', async () => {
    const { cookie, info } = await bff.login('support', PASSWORD);
    const answer = await bff.request('DELETE', '/api/session', { cookie, csrf: info.csrfToken });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await bff.request('GET', '/api/session', { cookie })).status).toBe(401);
    const token = cookie.split('=')[1]!;
    const row = await bff.appDb.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', hashToken(token))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await auditActions()).toContainEqual({
      action: 'session.logout',
      username: 'support',
      detail: null,
    });
  });

  it('a session from another sign-in keeps working after one signs out', async () => {
    const first = await bff.login('support', PASSWORD);
    const second = await bff.login('support', PASSWORD);
    await bff.request('DELETE', '/api/session', { cookie: first.cookie, csrf: first.info.csrfToken });
    expect((await bff.request('GET', '/api/session', { cookie: second.cookie })).status).toBe(200);
    expect(first.info.csrfToken).not.toBe(second.info.csrfToken);
  });

  it('signing in again with a cookie replaces the old session', async () => {
    const first = await bff.login('support', PASSWORD);
    const again = await bff.request('POST', '/api/session', {
      cookie: first.cookie,
      body: { username: 'support', password: PASSWORD },
    });
    expect(again.status).toBe(200);
    expect((await bff.request('GET', '/api/session', { cookie: first.cookie })).status).toBe(401);
    expect(
      (await bff.request('GET', '/api/session', { cookie: sessionCookieOf(again.headers) })).status,
    ).toBe(200);
  });
});
