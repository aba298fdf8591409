import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scryptHashOf } from '../test-support/scrypt-hash';
import { startBff, type RunningBff } from '../test-support/bff-harness';

const PASSWORD = 'mật khẩu cũ của ca sáng';
let bff: RunningBff;

beforeAll(async () => {
  bff = await startBff({
    users: [
      { username: 'lan', displayName: 'Phạm Ngọc Lan', role: 'support', password: PASSWORD },
      { username: 'ha', displayName: 'Nguyễn Thu Hà', role: 'support', password: PASSWORD },
    ],
  });
});
afterAll(() => bff.close());

const storedHash = async (username: string) =>
  (
    await bff.appDb.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).password_hash;

const plantScryptHash = async (username: string) => {
  const old = scryptHashOf(PASSWORD);
  await bff.appDb.db
    .updateTable('users')
    .set({ password_hash: old })
    .where('username', '=', username)
    .execute();
  return old;
};

const signIn = (username: string, password: string) =>
  bff.request('POST', '/api/auth/login', { body: { username, password }, csrf: true });

describe('a password stored by an earlier version (scrypt)', () => {
  it('still signs in, and the sign-in stores an Argon2id hash in its place', async () => {
    await plantScryptHash('lan');
    expect((await signIn('lan', PASSWORD)).status).toBe(200);
    const upgraded = await storedHash('lan');
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn('lan', PASSWORD)).status).toBe(200);
    expect(await storedHash('lan')).toBe(upgraded);
    expect((await signIn('lan', 'not the password')).status).toBe(401);
  });

  it('is left as it was by a wrong password', async () => {
    const old = await plantScryptHash('ha');
    expect((await signIn('ha', 'not the password')).status).toBe(401);
    expect(await storedHash('ha')).toBe(old);
  });

  it('is replaced once when two tabs sign in with it at the same moment, and both sign in', async () => {
    const old = await plantScryptHash('ha');
    const answers = await Promise.all([signIn('ha', PASSWORD), signIn('ha', PASSWORD)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const upgraded = await storedHash('ha');
    expect(upgraded).not.toBe(old);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn('ha', PASSWORD)).status).toBe(200);
  });

  it('is not rehashed over a password an administrator set meanwhile', async () => {
    const old = await plantScryptHash('ha');
    const user = (await bff.app.services.users.findByUsername('ha'))!;
    await bff.appDb.db
      .updateTable('users')
      .set({ password_hash: 'set-by-admin' })
      .where('id', '=', user.id)
      .execute();
    await bff.app.services.users.rehashPassword(user.id, PASSWORD, old);
    expect(await storedHash('ha')).toBe('set-by-admin');
  });
});
