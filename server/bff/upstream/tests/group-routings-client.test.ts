import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupRoutingSchema } from '@/core/api/group-routings';
import { pageSchema } from '@/core/api/paging';
import { createGroupRoutingBody, updateGroupRoutingBody } from '@server/service-api/group-routings';
import { ServiceContractError } from '../errors';
import {
  createGroupRoutingToWire,
  groupRoutingFromWire,
  updateGroupRoutingToWire,
} from '../group-routings-client';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';

let cc: ContactCenterSandbox;
let care: string;
let sales: string;
beforeAll(async () => {
  cc = await startContactCenterSandbox();
  care = (await cc.client.groups.create({ name: 'CSKH' })).id;
  sales = (await cc.client.groups.create({ name: 'Bán hàng' })).id;
});
afterAll(() => cc.close());

describe('group routings client over HTTP', () => {
  it('attaches groups to a queue, lists them per queue, changes priority and detaches', async () => {
    const routings = cc.client.groupRoutings;
    const primary = await routings.create({ queueId: 'Q_HOTLINE', groupId: care, primary: true });
    const secondary = await routings.create({ queueId: 'Q_HOTLINE', groupId: sales, primary: false });
    await routings.create({ queueId: 'Q_OTHER', groupId: care, primary: true });

    const hotline = await routings.list('Q_HOTLINE');
    expect(pageSchema(groupRoutingSchema).parse(hotline)).toEqual(hotline);
    expect(hotline).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(hotline.items).toEqual([
      { id: primary.id, queueId: 'Q_HOTLINE', groupId: care, primary: true },
      { id: secondary.id, queueId: 'Q_HOTLINE', groupId: sales, primary: false },
    ]);

    await routings.update(secondary.id, { primary: true });
    await routings.update(primary.id, { primary: false });
    expect((await routings.list('Q_HOTLINE')).items.map((r) => [r.id, r.primary])).toEqual([
      [primary.id, false],
      [secondary.id, true],
    ]);

    await routings.remove(primary.id);
    expect((await routings.list('Q_HOTLINE')).items.map((r) => r.id)).toEqual([secondary.id]);
  });

  it('surfaces refusals as ServiceError with r and the message', async () => {
    await cc.client.groupRoutings.create({ queueId: 'Q_DUP', groupId: care, primary: true });
    const twice = await refusalOf(
      cc.client.groupRoutings.create({ queueId: 'Q_DUP', groupId: care, primary: false }),
    );
    expect(twice).toMatchObject({ r: 4, operation: 'createGroupRouting' });
    expect(twice.message).toMatch(/already serves queue Q_DUP/);

    const noGroup = await refusalOf(
      cc.client.groupRoutings.create({ queueId: 'Q', groupId: 'GR_NONE', primary: true }),
    );
    expect(noGroup).toMatchObject({ r: -1 });
    expect(noGroup.message).toMatch(/GR_NONE/);

    expect(await refusalOf(cc.client.groupRoutings.update('GRT_NONE', { primary: true }))).toMatchObject({
      r: -1,
      operation: 'updateGroupRouting',
    });
  });
});

describe('group routing mappers', () => {
  const wire = { id: 'GRT1', account: 1, project: 2, queue_id: 'Q1', group_id: 'GR1', primary_group: 1 };

  it.each([
    [1, true],
    [0, false],
  ])('reads primary_group %i as %s', (primaryGroup, primary) => {
    expect(groupRoutingFromWire({ ...wire, primary_group: primaryGroup })).toEqual({
      id: 'GRT1',
      queueId: 'Q1',
      groupId: 'GR1',
      primary,
    });
  });

  it('calls another primary_group a contract breach', () => {
    expect(() => groupRoutingFromWire({ ...wire, primary_group: 2 })).toThrow(ServiceContractError);
  });

  it('writes the primary flag as the Int 1/0 the service requires', () => {
    const created = createGroupRoutingToWire({ queueId: 'Q1', groupId: 'GR1', primary: false });
    expect(createGroupRoutingBody.parse(created)).toEqual({
      queue_id: 'Q1',
      group_id: 'GR1',
      primary_group: 0,
    });
    expect(updateGroupRoutingBody.parse(updateGroupRoutingToWire({ primary: true }))).toEqual({
      primary_group: 1,
    });
  });
});
