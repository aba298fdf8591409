import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, userListSchema, type AuditEntry } from '@/core/api/users';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { createdId } from '../contact-center/contact-center-test-kit';
import { downloadExport, followExport, startExport } from '../telephony/export-jobs';
import { rawGet } from '../telephony/telephony-world';

/** The audit log says what was done to what, before → after, and what was refused and why. */
let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

async function audit(query: string): Promise<AuditEntry[]> {
  const answer = await world.as('admin', 'GET', `/api/admin/audit?pageSize=100&${query}`);
  expect(answer.status, answer.text).toBe(200);
  return auditPageSchema.parse(answer.json()).items;
}

describe('a readable audit log', () => {
  it('names an agent beside its id and holds its fields before → after', async () => {
    const id = createdId(
      await world.as('lead', 'POST', '/api/agents', {
        body: { name: 'Ngô Văn Long', serviceUserId: 'long.audit' },
      }),
    );
    const renamed = await world.as('lead', 'PUT', `/api/agents/${id}`, { body: { name: 'Ngô Văn Long B' } });
    expect(renamed.status, renamed.text).toBe(204);
    const [entry] = await audit(`action=agent.update&target=${id}`);
    expect(entry).toMatchObject({
      action: 'agent.update',
      target: id,
      targetName: 'Ngô Văn Long',
      result: 'ok',
      detail: { changes: { name: { before: 'Ngô Văn Long', after: 'Ngô Văn Long B' } } },
    });
    // The name written at change time stays after the agent is gone; the target filter finds it by name.
    expect((await world.as('lead', 'DELETE', `/api/agents/${id}`)).status).toBe(204);
    const byName = await audit('target=ngô văn long b');
    expect(byName.map((found) => found.action)).toEqual(['agent.delete']);
  });

  it('records a role change, a disable, an enable and a password reset as such, secrets marked changed', async () => {
    const created = await world.as('admin', 'POST', '/api/admin/users', {
      body: { username: 'audit.mai', displayName: 'Mai', role: 'support', password: 'Mai-password-2024' },
    });
    expect(created.status, created.text).toBe(201);
    const userId = (created.json() as { id: string }).id;
    for (const body of [{ role: 'lead' }, { disabled: true }, { disabled: false }]) {
      const changed = await world.as('admin', 'PATCH', `/api/admin/users/${userId}`, { body });
      expect(changed.status, changed.text).toBe(200);
    }
    const reset = await world.as('admin', 'POST', `/api/admin/users/${userId}/password`, {
      body: { password: 'Mai-new-password-2024' },
    });
    expect(reset.status, reset.text).toBe(204);
    const entries = (await audit(`action=user&target=${userId}`)).reverse().slice(1);
    expect(entries.map((entry) => [entry.action, entry.targetName, entry.detail?.changes])).toEqual([
      ['user.role_change', 'audit.mai', { role: { before: 'support', after: 'lead' } }],
      ['user.disable', 'audit.mai', { disabled: { before: false, after: true } }],
      ['user.enable', 'audit.mai', { disabled: { before: true, after: false } }],
      ['user.password_reset', 'audit.mai', { password: { secret: 'changed' } }],
    ]);
    const text = JSON.stringify(await audit(''));
    expect(text).not.toContain('Mai-new-password-2024');
  });

  it('records a refused attempt with its reason, and filters by result', async () => {
    const { items: users } = userListSchema.parse(
      (await world.as('admin', 'GET', '/api/admin/users')).json(),
    );
    const self = users.find((user) => user.username === 'admin');
    if (!self) throw new Error('no admin user');
    const refused = await world.as('admin', 'PATCH', `/api/admin/users/${self.id}`, {
      body: { disabled: true },
    });
    expect(refused.status).toBe(409);
    const [entry] = await audit('result=refused&action=user.disable');
    expect(entry).toMatchObject({ target: self.id, targetName: 'admin', result: 'refused' });
    expect(typeof entry?.detail?.reason).toBe('string');
    expect((await audit('result=refused')).every((found) => found.result === 'refused')).toBe(true);

    const missing = await world.as('lead', 'DELETE', '/api/blacklist/NO_SUCH_ENTRY');
    expect(missing.status).toBe(404);
    const [gone] = await audit('action=blacklist.delete&result=refused');
    expect(gone).toMatchObject({
      target: 'NO_SUCH_ENTRY',
      detail: { reason: 'Blacklisted number not found' },
    });
  });

  it('exports the call log as CSV that opens with its UTF-8 byte order mark', async () => {
    const started = await startExport(world, 'support', {});
    expect((await followExport(world, 'support', started.exportId)).seen.at(-1)?.status).toBe('done');
    const file = await downloadExport(world, 'support', started.exportId);
    expect(file.answer.status).toBe(200);
    expect(file.bom).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('exports the entries the filters keep as CSV, and only to a role that may read the log', async () => {
    const id = createdId(
      await world.as('lead', 'POST', '/api/agents', {
        body: { name: 'Đỗ Thị Hạnh', serviceUserId: 'hanh.csv' },
      }),
    );
    expect((await world.as('lead', 'DELETE', `/api/agents/${id}`)).status).toBe(204);

    const answer = await rawGet(world, 'admin', `/api/admin/audit/export.csv?target=${id}&result=ok`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('audit-log.csv');
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = new TextDecoder().decode(answer.bytes.slice(3)).trimEnd().split('\r\n');
    expect(header).toBe('at,username,action,target,targetName,result,detail,ip');
    expect(rows.map((row) => row.split(',').slice(2, 6))).toEqual([
      ['agent.delete', id, 'Đỗ Thị Hạnh', 'ok'],
      ['agent.create', id, 'Đỗ Thị Hạnh', 'ok'],
    ]);

    expect((await rawGet(world, 'lead', '/api/admin/audit/export.csv')).status).toBe(403);
    expect((await rawGet(world, 'admin', '/api/admin/audit/export.csv?result=maybe')).status).toBe(400);
  });
});
