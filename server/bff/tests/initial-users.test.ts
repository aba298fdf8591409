import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, ensureDemoUsers, ensureInitialAdmin } from '../startup/initial-users';
import { startBff, type RunningBff } from '../test-support/bff-harness';

let bff: RunningBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());

describe('users created at start-up', () => {
  it('creates ADMIN_USERNAME only into an empty user table, once even when raced', async () => {
    const { users } = bff.app.services;
    const admin = { username: 'Root', password: 'root-password-1' };
    const outcomes = await Promise.all([ensureInitialAdmin(users, admin), ensureInitialAdmin(users, admin)]);
    expect(outcomes.sort()).toEqual(['created', 'skipped']);
    expect(await ensureInitialAdmin(users, { username: 'other', password: 'other-password' })).toBe(
      'skipped',
    );
    expect(await users.count()).toBe(1);
    const { info } = await bff.login('root', admin.password);
    expect(info.user).toMatchObject({ username: 'root', role: 'admin' });
  });

  it('adds the missing demo users with their roles and Vietnamese names, keeping existing ones', async () => {
    const { users } = bff.app.services;
    await ensureDemoUsers(users, 'demo-password');
    await ensureDemoUsers(users, 'a-different-password');
    for (const demo of DEMO_USERS) {
      const { info } = await bff.login(demo.username, 'demo-password');
      expect(info.user).toMatchObject({ username: demo.username, role: demo.username });
      expect(info.user.displayName).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
    }
  });
});
