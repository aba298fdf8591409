import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEntry } from '@/core/api/users';
import { startAdminWorld, type AdminWorld, type Signed } from './admin-world';

let world: AdminWorld;
let admin: Signed;
let createdId: string;

const NEW_PASSWORD = 'never-in-the-log-123';

beforeAll(async () => {
  world = await startAdminWorld();
  admin = await world.signIn('admin');
  world.bff.clock.advance(10);
  const created = await world.as(admin, 'POST', '/api/admin/users', {
    body: { username: 'hoa', displayName: 'Lê Hoa', role: 'lead', password: NEW_PASSWORD },
  });
  createdId = (created.json() as { id: string }).id;
  world.bff.clock.advance(10);
  await world.as(admin, 'PATCH', `/api/admin/users/${createdId}`, { body: { role: 'support' } });
  await world.as(admin, 'PATCH', `/api/admin/users/${createdId}`, { body: { disabled: true } });
  world.bff.clock.advance(10);
  await world.as(admin, 'POST', `/api/admin/users/${createdId}/password`, {
    body: { password: NEW_PASSWORD },
  });
  // Refused: recorded as a refused attempt, with its reason.
  await world.as(admin, 'PATCH', `/api/admin/users/${await world.idOf('admin')}`, { body: { role: 'lead' } });
});
afterAll(() => world.close());

const audit = async (query = '') => {
  const answer = await world.as(admin, 'GET', `/api/admin/audit${query}`);
  expect(answer.status, answer.text).toBe(200);
  return auditPageSchema.parse(answer.json());
};

const summary = (entry: AuditEntry) => ({
  action: entry.action,
  username: entry.username,
  target: entry.target,
  result: entry.result,
});

describe('the audit log', () => {
  it('holds one entry per change, newest first, with who, what, target and result', async () => {
    const page = await audit('?action=user');
    const adminId = await world.idOf('admin');
    expect(page.items.map(summary)).toEqual([
      { action: 'user.role_change', username: 'admin', target: adminId, result: 'refused' },
      { action: 'user.password_reset', username: 'admin', target: createdId, result: 'ok' },
      { action: 'user.disable', username: 'admin', target: createdId, result: 'ok' },
      { action: 'user.role_change', username: 'admin', target: createdId, result: 'ok' },
      { action: 'user.create', username: 'admin', target: createdId, result: 'ok' },
    ]);
    expect(page.items[0]?.detail).toMatchObject({ reason: 'You cannot remove your own admin role.' });
    expect(page.items[2]?.detail).toMatchObject({ changes: { disabled: { before: false, after: true } } });
    expect(page.items[3]?.detail).toMatchObject({ changes: { role: { before: 'lead', after: 'support' } } });
    expect(page.items[4]?.detail).toMatchObject({ username: 'hoa', role: 'lead' });
    expect(page.items[4]?.targetName).toBe('hoa');
    expect(page.items[1]?.ip).toBe('127.0.0.1');
  });

  it('never holds a password', async () => {
    const answer = await world.as(admin, 'GET', '/api/admin/audit?pageSize=100');
    expect(answer.text).not.toContain(NEW_PASSWORD);
    // A password change is marked, never written.
    expect(answer.text).toContain('"password":{"secret":"changed"}');
  });

  it('filters by user, action prefix and time range', async () => {
    expect((await audit('?username=ADMIN&action=session.login')).items.map(summary)).toEqual([
      { action: 'session.login', username: 'admin', target: null, result: 'ok' },
    ]);
    expect((await audit('?username=nobody')).total).toBe(0);
    expect((await audit('?action=user.role_change')).total).toBe(2);
    expect((await audit('?result=refused')).items.map(summary)).toEqual([
      { action: 'user.role_change', username: 'admin', target: await world.idOf('admin'), result: 'refused' },
    ]);
    expect((await audit('?target=hoa&action=user.disable')).total).toBe(1);

    // The harness clock starts at 08:00Z: sign-in 08:00, create 08:10, updates 08:20, reset 08:30.
    const from = encodeURIComponent('2026-03-01T09:15:00+01:00');
    const to = encodeURIComponent('2026-03-01T10:25:00+02:00');
    expect((await audit(`?from=${from}&to=${to}`)).items.map((entry) => entry.action)).toEqual([
      'user.disable',
      'user.role_change',
    ]);
    expect((await audit(`?to=${encodeURIComponent('2026-03-01T08:05:00Z')}`)).items.map(summary)).toEqual([
      { action: 'session.login', username: 'admin', target: null, result: 'ok' },
    ]);
  });

  it('pages through the entries', async () => {
    const first = await audit('?pageSize=2');
    const second = await audit('?pageSize=2&page=2');
    expect(first.total).toBe(6);
    expect(first.totalPages).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items[0]?.action).toBe('user.disable');
    expect(new Set([...first.items, ...second.items].map((entry) => entry.id)).size).toBe(4);
  });

  it.each(['?page=0', '?pageSize=1000', '?from=yesterday', '?action=drop%20table'])(
    'answers 400 to %s',
    async (query) => {
      expect((await world.as(admin, 'GET', `/api/admin/audit${query}`)).status).toBe(400);
    },
  );
});
