import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ivrTreeSchema } from '@/core/api/ivr-trees';
import { pageSchema } from '@/core/api/paging';
import { createIvrTreeBody } from '@server/service-api/ivr-trees';
import { ivrTreeFromWire, ivrTreeInputToWire } from '../ivr-trees-client';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';

let cc: ContactCenterSandbox;
beforeAll(async () => {
  cc = await startContactCenterSandbox();
});
afterAll(() => cc.close());

const findTree = async (id: string) => {
  const page = await cc.client.ivrTrees.list({ page: 1, pageSize: 100 });
  return page.items.find((tree) => tree.id === id);
};

describe('IVR trees client over HTTP', () => {
  it('creates, lists, renames and removes a tree', async () => {
    const trees = cc.client.ivrTrees;
    const { id } = await trees.create({ name: 'Tổng đài chính' });
    expect(await findTree(id)).toEqual({ id, name: 'Tổng đài chính', rootNodeId: null });

    await trees.update(id, { name: 'Ngoài giờ' });
    expect(await findTree(id)).toEqual({ id, name: 'Ngoài giờ', rootNodeId: null });

    await trees.remove(id);
    expect(await findTree(id)).toBeUndefined();
  });

  it('shows the first node as the root', async () => {
    const { id } = await cc.client.ivrTrees.create({ name: 'With a root' });
    const node = await cc.client.ivrNodes.create({
      treeId: id,
      name: 'Welcome',
      playMode: 'talk',
      playContent: 'Xin chào',
    });
    expect((await findTree(id))?.rootNodeId).toBe(node.id);
  });

  it('answers a clean page with numeric counts', async () => {
    for (const name of ['P1', 'P2', 'P3']) await cc.client.ivrTrees.create({ name });
    const all = await cc.client.ivrTrees.list({ page: 1, pageSize: 100 });
    const second = await cc.client.ivrTrees.list({ page: 2, pageSize: 2 });
    expect(pageSchema(ivrTreeSchema).parse(second)).toEqual(second);
    expect(second).toMatchObject({
      page: 2,
      pageSize: 2,
      total: all.total,
      totalPages: Math.ceil(all.total / 2),
    });
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(second.items).toEqual(all.items.slice(2, 4));
  });

  it('surfaces refusals as ServiceError with r and the message', async () => {
    const missing = await refusalOf(cc.client.ivrTrees.update('IVT_NONE', { name: 'x' }));
    expect(missing).toMatchObject({ r: -1, operation: 'updateIvrTree' });
    expect(missing.message).toMatch(/not found/i);
    const blank = await refusalOf(cc.client.ivrTrees.create({ name: '' }));
    expect(blank).toMatchObject({ r: 1, operation: 'createIvrTree' });
    expect(blank.message).toMatch(/tree_name/);
  });

  it('encodes ids in paths, and refuses one that would leave its resource before sending anything', async () => {
    expect(await refusalOf(cc.client.ivrTrees.remove('IVT 1'))).toMatchObject({ r: -1 });
    await expect(cc.client.ivrTrees.remove('IVT/1')).rejects.toMatchObject({ status: 400 });
    await expect(cc.client.ivrTrees.remove('..')).rejects.toMatchObject({ status: 400 });
  });
});

describe('IVR tree mappers', () => {
  const wire = { id: 'IVT1', account: 1, project: 2, tree_name: 'Main', root_node: '' };

  it.each([
    ['', null],
    ['IVN9', 'IVN9'],
  ])('reads root_node %j as %j', (rootNode, rootNodeId) => {
    expect(ivrTreeFromWire({ ...wire, root_node: rootNode })).toEqual({
      id: 'IVT1',
      name: 'Main',
      rootNodeId,
    });
  });

  it('writes the name as tree_name, a body the service contract accepts', () => {
    const body = ivrTreeInputToWire({ name: 'Main' });
    expect(createIvrTreeBody.parse(body)).toEqual({ tree_name: 'Main' });
  });
});
