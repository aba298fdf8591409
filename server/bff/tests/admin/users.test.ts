import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { userListSchema, userSchema } from '@/core/api/users';
import { startAdminWorld, type AdminWorld, type Signed } from './admin-world';

let world: AdminWorld;
let admin: Signed;

beforeAll(async () => {
  world = await startAdminWorld();
  admin = await world.signIn('admin');
});
afterAll(() => world.close());

const newUser = {
  username: ' Mai.Tran ',
  displayName: 'Trần Thị Mai',
  role: 'support',
  password: 'mai-password-2026',
};

describe('creating users', () => {
  it('creates a user who can then sign in with their role', async () => {
    const answer = await world.as(admin, 'POST', '/api/admin/users', { body: newUser });
    expect(answer.status).toBe(201);
    const created = userSchema.parse(answer.json());
    expect(created).toMatchObject({
      username: 'mai.tran',
      displayName: 'Trần Thị Mai',
      role: 'support',
      disabled: false,
    });
    expect(answer.text).not.toContain(newUser.password);

    const { info } = await world.bff.login('mai.tran', newUser.password);
    expect(info.user).toMatchObject({ username: 'mai.tran', role: 'support' });

    const list = userListSchema.parse((await world.as(admin, 'GET', '/api/admin/users')).json());
    expect(list.items.map((user) => user.username)).toContain('mai.tran');
  });

  it('refuses a username that is taken, whatever its case, with 409 and a field error', async () => {
    const answer = await world.as(admin, 'POST', '/api/admin/users', {
      body: { ...newUser, username: 'LEAD' },
    });
    expect(answer.status).toBe(409);
    expect(problemSchema.parse(answer.json()).errors).toHaveProperty('username');
  });

  it.each([
    [{ ...newUser, password: 'short' }, 'password', /12 characters/],
    [{ ...newUser, username: 'bad name!' }, 'username', /letters, digits/],
    [{ ...newUser, role: 'owner' }, 'role', /./],
    [{ ...newUser, displayName: '   ' }, 'displayName', /name/],
    [{ username: 'x1y2z3' }, 'password', /./],
  ])('answers 400 with field errors for %o', async (body, field, message) => {
    const answer = await world.as(admin, 'POST', '/api/admin/users', { body });
    expect(answer.status).toBe(400);
    const problem = problemSchema.parse(answer.json());
    expect(problem.errors?.[field]).toMatch(message);
  });

  it('answers 404 for a user that does not exist', async () => {
    const answer = await world.as(admin, 'PATCH', '/api/admin/users/no-such-user', {
      body: { displayName: 'Nobody' },
    });
    expect(answer.status).toBe(404);
  });

  it('refuses an empty or unknown change with 400', async () => {
    const leadId = await world.idOf('lead');
    for (const body of [{}, { password: 'not-this-way-please' }]) {
      const answer = await world.as(admin, 'PATCH', `/api/admin/users/${leadId}`, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('changing users', () => {
  it('changes a display name and a role', async () => {
    const leadId = await world.idOf('lead');
    const answer = await world.as(admin, 'PATCH', `/api/admin/users/${leadId}`, {
      body: { displayName: 'Trần Đức Long', role: 'supervisor' },
    });
    expect(answer.status).toBe(200);
    expect(userSchema.parse(answer.json())).toMatchObject({
      displayName: 'Trần Đức Long',
      role: 'supervisor',
    });
    const { info } = await world.bff.login('lead', 'admin-tests-password');
    expect(info.user.role).toBe('supervisor');
  });

  it('disabling ends the user’s sessions and keeps them from signing in; enabling lets them back', async () => {
    const support = await world.signIn('support');
    expect(await world.sessionsOf('support')).toBeGreaterThan(0);
    const supportId = await world.idOf('support');

    const disabled = await world.as(admin, 'PATCH', `/api/admin/users/${supportId}`, {
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect(userSchema.parse(disabled.json()).disabled).toBe(true);
    expect(await world.sessionsOf('support')).toBe(0);
    expect((await world.as(support, 'GET', '/api/admin/users')).status).toBe(401);
    await expect(world.bff.login('support', 'admin-tests-password')).rejects.toThrow(/401/);

    const enabled = await world.as(admin, 'PATCH', `/api/admin/users/${supportId}`, {
      body: { disabled: false },
    });
    expect(userSchema.parse(enabled.json()).disabled).toBe(false);
    await world.signIn('support');
  });

  it('an admin cannot disable or demote themself (409)', async () => {
    const adminId = await world.idOf('admin');
    for (const body of [{ disabled: true }, { role: 'lead' }]) {
      const answer = await world.as(admin, 'PATCH', `/api/admin/users/${adminId}`, { body });
      expect(answer.status, JSON.stringify(body)).toBe(409);
      expect(problemSchema.parse(answer.json()).detail).toMatch(/your own/);
    }
    const row = await world.bff.app.services.users.findById(adminId);
    expect(row).toMatchObject({ role: 'admin', disabled: 0 });
  });

  it('another admin may demote an admin; the last enabled admin then cannot be disabled or demoted (409)', async () => {
    const adminId = await world.idOf('admin');
    const admin2Id = await world.idOf('admin2');
    const admin2 = await world.signIn('admin2');

    const demoted = await world.as(admin2, 'PATCH', `/api/admin/users/${adminId}`, {
      body: { role: 'lead' },
    });
    expect(demoted.status).toBe(200);
    // The demoted admin's session lives on, without the permission.
    expect((await world.as(admin, 'GET', '/api/admin/users')).status).toBe(403);

    for (const body of [{ disabled: true }, { role: 'support' }]) {
      const answer = await world.as(admin2, 'PATCH', `/api/admin/users/${admin2Id}`, { body });
      expect(answer.status, JSON.stringify(body)).toBe(409);
      expect(problemSchema.parse(answer.json()).detail).toMatch(/last enabled admin/);
    }
    expect(await world.bff.app.services.users.findById(admin2Id)).toMatchObject({
      role: 'admin',
      disabled: 0,
    });

    // Other changes to the last admin are fine.
    const renamed = await world.as(admin2, 'PATCH', `/api/admin/users/${admin2Id}`, {
      body: { displayName: 'Quản trị', role: 'admin', disabled: false },
    });
    expect(renamed.status).toBe(200);
  });
});
