import { afterAll, describe, expect, it } from 'vitest';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from '@server/db/test-support/postgres-test-schema';
import { auditPageSchema, userSchema } from '@/core/api/users';
import { databaseSettings } from '@server/config';
import { startAdminWorld } from './admin-world';

const url = TEST_DATABASE_URL;
const schema = uniqueSchemaName('sb_admin');

const available = await postgresReachable();

afterAll(async () => {
  if (!available) return;
  await dropSchema(schema);
});

describe.skipIf(!available)('user administration on PostgreSQL', () => {
  it('creates, changes and disables a user, refuses the last admin, and filters the audit log', async () => {
    const world = await startAdminWorld(databaseSettings(url, schema));
    try {
      const admin = await world.signIn('admin');
      const created = await world.as(admin, 'POST', '/api/admin/users', {
        body: { username: 'hoa', displayName: 'Lê Hoa', role: 'lead', password: 'hoa-password-2026' },
      });
      expect(created.status).toBe(201);
      const hoaId = userSchema.parse(created.json()).id;
      await world.signIn('hoa', 'hoa-password-2026');

      const disabled = await world.as(admin, 'PATCH', `/api/admin/users/${hoaId}`, {
        body: { disabled: true, role: 'support' },
      });
      expect(userSchema.parse(disabled.json())).toMatchObject({ disabled: true, role: 'support' });
      expect(await world.sessionsOf('hoa')).toBe(0);

      const admin2Id = await world.idOf('admin2');
      expect(
        (await world.as(admin, 'PATCH', `/api/admin/users/${admin2Id}`, { body: { disabled: true } })).status,
      ).toBe(200);
      const adminId = await world.idOf('admin');
      const lastAdmin = await world.as(admin, 'PATCH', `/api/admin/users/${adminId}`, {
        body: { role: 'lead' },
      });
      expect(lastAdmin.status).toBe(409);

      const from = encodeURIComponent(new Date(Date.parse('2026-03-01T08:00:00Z')).toISOString());
      const page = auditPageSchema.parse(
        (
          await world.as(
            admin,
            'GET',
            `/api/admin/audit?action=user.disable&username=Admin&from=${from}&result=ok&pageSize=1`,
          )
        ).json(),
      );
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({ action: 'user.disable', target: admin2Id, result: 'ok' });
      const refusals = auditPageSchema.parse(
        (await world.as(admin, 'GET', '/api/admin/audit?result=refused&target=admin')).json(),
      );
      expect(refusals.items.map((entry) => [entry.action, entry.targetName])).toEqual([
        ['user.role_change', 'admin'],
      ]);
    } finally {
      await world.close();
    }
  });
});
