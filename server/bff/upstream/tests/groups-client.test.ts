import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupSchema } from '@/core/api/groups';
import { pageSchema } from '@/core/api/paging';
import { createGroupBody } from '@server/service-api/groups';
import { groupFromWire, groupInputToWire } from '../groups-client';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';

let cc: ContactCenterSandbox;
beforeAll(async () => {
  cc = await startContactCenterSandbox();
});
afterAll(() => cc.close());

const findGroup = async (id: string) =>
  (await cc.client.groups.list({ page: 1, pageSize: 100 })).items.find((group) => group.id === id);

describe('groups client over HTTP', () => {
  it('creates, lists, renames and removes a group', async () => {
    const { id } = await cc.client.groups.create({ name: 'Chăm sóc khách hàng' });
    expect(await findGroup(id)).toEqual({ id, name: 'Chăm sóc khách hàng', agentCount: 0 });

    await cc.client.groups.update(id, { name: 'Bán hàng' });
    expect(await findGroup(id)).toEqual({ id, name: 'Bán hàng', agentCount: 0 });

    await cc.client.groups.remove(id);
    expect(await findGroup(id)).toBeUndefined();
  });

  it('answers a clean page counting totalGroups as a number', async () => {
    for (const name of ['A', 'B', 'C']) await cc.client.groups.create({ name });
    const page = await cc.client.groups.list({ page: 2, pageSize: 2 });
    expect(pageSchema(groupSchema).parse(page)).toEqual(page);
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
  });

  it('surfaces refusals as ServiceError with r and the message', async () => {
    const missing = await refusalOf(cc.client.groups.update('GR_NONE', { name: 'x' }));
    expect(missing).toMatchObject({ r: -1, operation: 'updateGroup', message: 'Group not found' });
    expect(await refusalOf(cc.client.groups.remove('GR_NONE'))).toMatchObject({
      r: -1,
      operation: 'deleteGroup',
    });
  });
});

describe('group mappers', () => {
  const wire = { id: 'GR1', account: 1, project: 2, name: 'CSKH' };

  it.each([
    [{ ...wire, number_of_agent: 7 }, 7],
    [wire, null],
  ])('reads number_of_agent of %j as %j', (input, agentCount) => {
    expect(groupFromWire(input)).toEqual({ id: 'GR1', name: 'CSKH', agentCount });
  });

  it('writes a body the service contract accepts', () => {
    expect(createGroupBody.parse(groupInputToWire({ name: 'CSKH' }))).toEqual({ name: 'CSKH' });
  });
});
