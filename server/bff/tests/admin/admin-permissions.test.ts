import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminWorld, type AdminWorld, type Signed } from './admin-world';

let world: AdminWorld;
const signed = new Map<string, Signed>();
let adminId: string;

beforeAll(async () => {
  world = await startAdminWorld();
  for (const username of ['admin', 'supervisor', 'lead', 'support'])
    signed.set(username, await world.signIn(username));
  adminId = await world.idOf('admin');
});
afterAll(() => world.close());

const adminRoutes = () => [
  { method: 'GET', path: '/api/admin/users' },
  {
    method: 'POST',
    path: '/api/admin/users',
    body: { username: 'intruder', displayName: 'X', role: 'admin', password: 'long-enough-password' },
  },
  { method: 'PATCH', path: `/api/admin/users/${adminId}`, body: { disabled: true } },
  {
    method: 'POST',
    path: `/api/admin/users/${adminId}/password`,
    body: { password: 'long-enough-password' },
  },
  { method: 'GET', path: '/api/admin/audit' },
];

describe('who may use the admin API', () => {
  it.each(['supervisor', 'lead', 'support'])(
    'a %s gets 403 on every admin route and changes nothing',
    async (username) => {
      for (const route of adminRoutes()) {
        const answer = await world.as(signed.get(username)!, route.method, route.path, { body: route.body });
        expect(answer.status, `${route.method} ${route.path}`).toBe(403);
        expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
      }
      expect(await world.bff.app.services.users.findByUsername('intruder')).toBeUndefined();
      expect((await world.bff.app.services.users.findById(adminId))?.disabled).toBe(0);
    },
  );

  it('without a session every admin route is refused (401, or 403 for a change without CSRF proof)', async () => {
    for (const route of adminRoutes()) {
      const answer = await world.bff.request(route.method, route.path, { body: route.body });
      expect([401, 403], `${route.method} ${route.path}`).toContain(answer.status);
    }
  });

  it('an admin reaches the users list and the audit log', async () => {
    const admin = signed.get('admin')!;
    expect((await world.as(admin, 'GET', '/api/admin/users')).status).toBe(200);
    expect((await world.as(admin, 'GET', '/api/admin/audit')).status).toBe(200);
  });
});
