import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../routes/session';
import { startBff, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'lead-password-123';
let bff: RunningBff;

beforeAll(async () => {
  bff = await startBff({
    session: { idleMinutes: 30, absoluteHours: 2 },
    users: [
      { username: 'lead', displayName: 'Trần Đức Long', role: 'lead', password: PASSWORD },
      { username: 'leaver', displayName: 'Đỗ Văn Nghỉ', role: 'support', password: PASSWORD },
    ],
  });
});
afterAll(() => bff.close());

const whoAmI = async (cookie: string) => (await bff.request('GET', '/api/session', { cookie })).status;

describe('session expiry', () => {
  it('ends a session left idle longer than SESSION_IDLE_MINUTES and deletes it', async () => {
    const { cookie } = await bff.login('lead', PASSWORD);
    bff.clock.advance(29);
    expect(await whoAmI(cookie)).toBe(200);
    bff.clock.advance(29);
    expect(await whoAmI(cookie)).toBe(200);
    bff.clock.advance(31);
    const answer = await bff.request('GET', '/api/session', { cookie });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await bff.appDb.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('ends an active session SESSION_ABSOLUTE_HOURS after sign-in', async () => {
    const { cookie } = await bff.login('lead', PASSWORD);
    for (let minutes = 0; minutes < 115; minutes += 20) {
      expect(await whoAmI(cookie)).toBe(200);
      bff.clock.advance(20);
    }
    expect(await whoAmI(cookie)).toBe(401);
  });
});

describe('disabled users', () => {
  it('cannot sign in (same message as bad credentials) and lose the sessions they had', async () => {
    const { cookie } = await bff.login('leaver', PASSWORD);
    const user = (await bff.app.services.users.findByUsername('leaver'))!;
    await bff.app.services.users.setDisabled(user.id, true);

    expect(await whoAmI(cookie)).toBe(401);
    const answer = await bff.request('POST', '/api/session', {
      body: { username: 'leaver', password: PASSWORD },
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
