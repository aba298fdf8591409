import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEntry } from '@/core/api/users';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { createdId } from '../contact-center/contact-center-test-kit';
import { uploadGreeting } from '../telephony/telephony-world';

/**
 * Every kind of object a change acts on is named in its audit entry (as it was before the change), and
 * what a change altered reads before → after: groups, routings, IVR trees, nodes and keys, SIP phones
 * and greeting files.
 */
let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

async function lastEntry(action: string, target: string): Promise<AuditEntry | undefined> {
  const answer = await world.as(
    'admin',
    'GET',
    `/api/admin/audit?pageSize=5&action=${action}&target=${target}`,
  );
  expect(answer.status, answer.text).toBe(200);
  return auditPageSchema.parse(answer.json()).items[0];
}

async function send(role: 'lead' | 'supervisor', method: 'PUT' | 'DELETE', path: string, body?: object) {
  const answer = await world.as(role, method, `/api${path}`, body ? { body } : {});
  expect(answer.status, answer.text).toBe(204);
}

describe('audit entries name what they changed', () => {
  it('a group renamed and deleted, and its routing made secondary', async () => {
    const groupId = createdId(await world.as('lead', 'POST', '/api/groups', { body: { name: 'Tổ Thẻ' } }));
    const routingId = createdId(
      await world.as('lead', 'POST', '/api/queues/7001/groups', { body: { groupId, primary: true } }),
    );
    expect(await lastEntry('group-routing.create', routingId)).toMatchObject({ targetName: 'Tổ Thẻ → 7001' });

    await send('lead', 'PUT', `/group-routings/${routingId}`, { primary: false });
    expect(await lastEntry('group-routing.update', routingId)).toMatchObject({
      targetName: 'Tổ Thẻ → 7001',
      detail: { changes: { primary: { before: true, after: false } } },
    });
    await send('lead', 'PUT', `/groups/${groupId}`, { name: 'Tổ Thẻ tín dụng' });
    expect(await lastEntry('group.update', groupId)).toMatchObject({
      targetName: 'Tổ Thẻ',
      detail: { changes: { name: { before: 'Tổ Thẻ', after: 'Tổ Thẻ tín dụng' } } },
    });
    await send('lead', 'DELETE', `/group-routings/${routingId}`);
    expect(await lastEntry('group-routing.delete', routingId)).toMatchObject({
      targetName: 'Tổ Thẻ tín dụng → 7001',
    });
    await send('lead', 'DELETE', `/groups/${groupId}`);
    expect(await lastEntry('group.delete', groupId)).toMatchObject({ targetName: 'Tổ Thẻ tín dụng' });
  });

  it('an IVR tree, a node and a key, each with what changed', async () => {
    const treeId = createdId(
      await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name: 'Tổng đài thẻ' } }),
    );
    const node = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/nodes`, {
      body: { name: 'Chào', playMode: 'talk', playContent: 'Xin chào' },
    });
    expect(node.status, node.text).toBe(201);
    const nodeId = (node.json() as { id: string }).id;
    const keyId = createdId(
      await world.as('supervisor', 'POST', `/api/ivr/nodes/${nodeId}/keys`, {
        body: { key: '1', action: { kind: 'hangup' } },
      }),
    );
    expect(await lastEntry('ivr-key.create', keyId)).toMatchObject({ targetName: '1 · Chào' });

    await send('supervisor', 'PUT', `/ivr/nodes/${nodeId}`, { playContent: 'Kính chào quý khách' });
    expect(await lastEntry('ivr-node.update', nodeId)).toMatchObject({
      targetName: 'Chào',
      detail: { changes: { playContent: { before: 'Xin chào', after: 'Kính chào quý khách' } } },
    });
    await send('supervisor', 'PUT', `/ivr/keys/${keyId}`, { key: '2' });
    expect(await lastEntry('ivr-key.update', keyId)).toMatchObject({
      targetName: '1 · Chào',
      detail: { changes: { key: { before: '1', after: '2' } } },
    });
    await send('supervisor', 'PUT', `/ivr/trees/${treeId}`, { name: 'Tổng đài thẻ mới' });
    expect(await lastEntry('ivr-tree.update', treeId)).toMatchObject({
      targetName: 'Tổng đài thẻ',
      detail: { changes: { name: { before: 'Tổng đài thẻ', after: 'Tổng đài thẻ mới' } } },
    });
    await send('supervisor', 'DELETE', `/ivr/keys/${keyId}`);
    expect(await lastEntry('ivr-key.delete', keyId)).toMatchObject({ targetName: '2 · Chào' });
    await send('supervisor', 'DELETE', `/ivr/nodes/${nodeId}`);
    expect(await lastEntry('ivr-node.delete', nodeId)).toMatchObject({ targetName: 'Chào' });
    await send('supervisor', 'DELETE', `/ivr/trees/${treeId}`);
    expect(await lastEntry('ivr-tree.delete', treeId)).toMatchObject({ targetName: 'Tổng đài thẻ mới' });
  });

  it('a SIP phone’s extension before → after, its password marked changed and never written', async () => {
    const created = await world.as('lead', 'POST', '/api/sip-phones', {
      body: { username: 'quay9', password: 'Quay-chin-2024' },
    });
    expect(created.status, created.text).toBe(201);
    const { username } = created.json() as { username: string };
    await send('lead', 'PUT', `/sip-phones/${username}`, { password: 'Quay-chin-2025', extension: 109 });
    const entry = await lastEntry('sip-phone.update', username);
    expect(entry).toMatchObject({
      targetName: username,
      detail: { changes: { extension: { before: null, after: 109 }, password: { secret: 'changed' } } },
    });
    expect(JSON.stringify(entry)).not.toContain('Quay-chin');
  });

  it('a greeting file deleted, named by its file name', async () => {
    const { id, filename } = await uploadGreeting(world);
    await send('lead', 'DELETE', `/greetings/${id}`);
    expect(await lastEntry('greeting.delete', id)).toMatchObject({ targetName: filename });
  });
});
