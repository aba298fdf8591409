import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../routes/auth';
import { startBff, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'lead-password-123';
let bff: RunningBff;

beforeAll(async () => {
  // The defaults of SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS.
  bff = await startBff({
    session: { idleMinutes: 30, absoluteHours: 8 },
    users: [
      { username: 'lead', displayName: 'Trần Đức Long', role: 'lead', password: PASSWORD },
      { username: 'leaver', displayName: 'Đỗ Văn Nghỉ', role: 'support', password: PASSWORD },
    ],
  });
});
afterAll(() => bff.close());

const whoAmI = async (cookie: string) => (await bff.request('GET', '/api/auth/me', { cookie })).status;

describe('session expiry', () => {
  it('ends a session left idle longer than 30 minutes and deletes it', async () => {
    const { cookie } = await bff.login('lead', PASSWORD);
    bff.clock.advance(29);
    expect(await whoAmI(cookie)).toBe(200);
    bff.clock.advance(29);
    expect(await whoAmI(cookie)).toBe(200);
    bff.clock.advance(31);
    const answer = await bff.request('GET', '/api/auth/me', { cookie });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await bff.appDb.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('ends a session in constant use 8 hours after sign-in, and says so in the cookie', async () => {
    const signedIn = await bff.request('POST', '/api/auth/login', {
      body: { username: 'lead', password: PASSWORD },
      csrf: true,
    });
    const expires = /Expires=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    expect(Date.parse(expires!) - bff.clock.now().getTime()).toBe(8 * 3_600_000);
    const cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!;
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      expect(await whoAmI(cookie)).toBe(200);
      bff.clock.advance(20);
    }
    expect(await whoAmI(cookie)).toBe(200);
    bff.clock.advance(20);
    expect(await whoAmI(cookie)).toBe(401);
  });

  it('a stale session is gone from the database after the next sign-in, unseen or not', async () => {
    await bff.login('lead', PASSWORD);
    bff.clock.advance(31);
    await bff.login('lead', PASSWORD);
    expect(await bff.appDb.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
  });
});

describe('disabled users', () => {
  it('cannot sign in (same message as bad credentials) and lose the sessions they had', async () => {
    const { cookie } = await bff.login('leaver', PASSWORD);
    const user = (await bff.app.services.users.findByUsername('leaver'))!;
    await bff.app.services.users.setDisabled(user.id, true);

    expect(await whoAmI(cookie)).toBe(401);
    const answer = await bff.request('POST', '/api/auth/login', {
      body: { username: 'leaver', password: PASSWORD },
      csrf: true,
    });
    expect(answer.status).toBe(401);
    expect((answer.json() as { detail: string }).detail).toBe(INVALID_CREDENTIALS);
    const [latest] = await bff.app.services.audit.recent(1);
    expect(latest).toMatchObject({
      action: 'session.login_failed',
      user_id: user.id,
      detail: '{"reason":"disabled"}',
    });
  });
});
