import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { PASSWORD, startAdminWorld, type AdminWorld, type Signed } from './admin-world';

let world: AdminWorld;
let admin: Signed;

beforeAll(async () => {
  world = await startAdminWorld();
  admin = await world.signIn('admin');
});
afterAll(() => world.close());

describe('resetting a password', () => {
  it('sets the new password, retires the old one and ends the user’s sessions', async () => {
    const lead = await world.signIn('lead');
    const leadId = await world.idOf('lead');
    const answer = await world.as(admin, 'POST', `/api/admin/users/${leadId}/password`, {
      body: { password: 'a-brand-new-password' },
    });
    expect(answer.status).toBe(204);

    expect(await world.sessionsOf('lead')).toBe(0);
    expect((await world.as(lead, 'GET', '/api/admin/users')).status).toBe(401);
    await expect(world.bff.login('lead', PASSWORD)).rejects.toThrow(/401/);
    const { info } = await world.bff.login('lead', 'a-brand-new-password');
    expect(info.user.username).toBe('lead');
  });

  it('refuses a password shorter than 12 characters with a field error', async () => {
    const leadId = await world.idOf('lead');
    const answer = await world.as(admin, 'POST', `/api/admin/users/${leadId}/password`, {
      body: { password: 'too-short' },
    });
    expect(answer.status).toBe(400);
    expect(problemSchema.parse(answer.json()).errors?.password).toMatch(/at least 12 characters/);
  });

  it('answers 404 for an unknown user', async () => {
    const answer = await world.as(admin, 'POST', '/api/admin/users/nobody/password', {
      body: { password: 'a-brand-new-password' },
    });
    expect(answer.status).toBe(404);
  });
});
