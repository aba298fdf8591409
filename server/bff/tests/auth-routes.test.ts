import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { SESSION_COOKIE, sessionInfoSchema } from '@/core/api/session';
import { hashToken } from '../auth/tokens';
import { INVALID_CREDENTIALS } from '../routes/auth';
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

const signIn = (body: unknown, cookie?: string) =>
  bff.request('POST', '/api/auth/login', { body, csrf: true, ...(cookie ? { cookie } : {}) });
const me = (cookie?: string) => bff.request('GET', '/api/auth/me', cookie ? { cookie } : {});
const tokenOf = (cookie: string) => cookie.split('=')[1]!;

describe('POST /api/auth/login', () => {
  it('answers SessionInfo (no token in it) and sets the session cookie', async () => {
    const answer = await signIn({ username: ' supervisor ', password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      user: {
        id: expect.any(String) as string,
        username: 'supervisor',
        displayName: 'Nguyễn Thu Hà',
        role: 'supervisor',
      },
      upstream: 'sandbox',
    });
    expect(sessionCookieOf(answer.headers)).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}$`));
    expect(await auditActions()).toContainEqual({
      action: 'session.login',
      username: 'supervisor',
      detail: null,
    });
  });

  it('stores only the hash of the session token', async () => {
    const { cookie } = await bff.login('support', PASSWORD);
    const rows = await bff.appDb.db.selectFrom('sessions').select('id').execute();
    expect(rows.map((row) => row.id)).toContain(hashToken(tokenOf(cookie)));
    expect(rows.map((row) => row.id)).not.toContain(tokenOf(cookie));
  });

  it('issues a new session id at every sign-in and ends the one the browser came with', async () => {
    const first = await bff.login('support', PASSWORD);
    const again = await signIn({ username: 'support', password: PASSWORD }, first.cookie);
    expect(again.status).toBe(200);
    const second = sessionCookieOf(again.headers);
    expect(tokenOf(second)).not.toBe(tokenOf(first.cookie));
    expect((await me(first.cookie)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('ignores a planted cookie: the session id after sign-in is never the one sent', async () => {
    const planted = `${SESSION_COOKIE}=attacker-chosen-session-id-0123456789abcdef`;
    const answer = await signIn({ username: 'support', password: PASSWORD }, planted);
    expect(answer.status).toBe(200);
    expect(sessionCookieOf(answer.headers)).not.toBe(planted);
    expect((await me(planted)).status).toBe(401);
  });

  it.each([
    ['a wrong password', 'support', 'not the password', 'wrong-password'],
    ['an unknown user', 'nobody', PASSWORD, 'unknown-user'],
  ])('refuses %s with the same 401 problem and audits it', async (_case, username, password, reason) => {
    const answer = await signIn({ username, password });
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
    const answer = await signIn({ username: '', extra: 1 });
    expect(answer.status).toBe(400);
    const problem = problemSchema.parse(answer.json());
    expect(problem).toMatchObject({ status: 400, title: 'Bad Request' });
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(['password', 'username']);
  });

  it.each([
    ['invalid JSON', '{"username": "support", "password": "correct hor', 'not valid JSON'],
    ['no body at all', '', 'Body'],
  ])('answers %s with a 400 problem that does not echo the body', async (_case, raw, detail) => {
    const answer = await signIn(raw);
    expect(answer.status).toBe(400);
    expect(problemSchema.parse(answer.json()).detail).toContain(detail);
    expect(answer.text).not.toContain('correct hor');
  });

  it('the old /api/session routes are gone', async () => {
    expect((await bff.request('GET', '/api/session')).status).toBe(404);
    expect((await bff.request('POST', '/api/session', { csrf: true, body: {} })).status).toBe(404);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the SessionInfo of the signed-in user, never cached', async () => {
    const { cookie, info } = await bff.login('support', PASSWORD);
    const answer = await me(cookie);
    expect(answer.status).toBe(200);
    expect(sessionInfoSchema.parse(answer.json())).toEqual(info);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['without a cookie', undefined],
    ['with an unknown token', `${SESSION_COOKIE}=forged-token`],
  ])('answers 401 problem %s', async (_case, cookie) => {
    const answer = await me(cookie);
    expect(answer.status).toBe(401);
    expect(problemSchema.parse(answer.json())).toMatchObject({ status: 401, title: 'Unauthorized' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: 204, cookie cleared, session row deleted, audited', async () => {
    const { cookie, csrf } = await bff.login('support', PASSWORD);
    const answer = await bff.request('POST', '/api/auth/logout', { cookie, csrf });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await me(cookie)).status).toBe(401);
    const row = await bff.appDb.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', hashToken(tokenOf(cookie)))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await auditActions()).toContainEqual({
      action: 'session.logout',
      username: 'support',
      detail: null,
    });
  });

  it('keeps the session when refused for want of the CSRF header', async () => {
    const { cookie } = await bff.login('support', PASSWORD);
    expect((await bff.request('POST', '/api/auth/logout', { cookie })).status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await bff.request('POST', '/api/auth/logout', { csrf: true })).status).toBe(401);
  });

  it('a session from another sign-in keeps working after one signs out', async () => {
    const first = await bff.login('support', PASSWORD);
    const second = await bff.login('support', PASSWORD);
    await bff.request('POST', '/api/auth/logout', { cookie: first.cookie, csrf: first.csrf });
    expect((await me(second.cookie)).status).toBe(200);
  });
});
