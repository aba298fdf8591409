import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvrTree } from '@/core/api/ivr-trees';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import {
  auditEntries,
  changeCount,
  createdId,
  expectFieldErrors,
  expectProblem,
  itemsOf,
} from './contact-center-test-kit';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

const treesAs = async (role: 'admin' | 'supervisor' | 'lead' = 'admin') =>
  itemsOf<IvrTree>(await world.as(role, 'GET', '/api/ivr/trees?pageSize=100'));
const sandboxTrees = async () => {
  const { body } = await world.sandbox.call('base', 'GET', '/v1/ivrtree?limit=100');
  return (body.data as { ivrTrees: { id: string; tree_name: string }[] }).ivrTrees;
};

describe('IVR trees', () => {
  it('a supervisor creates, renames and deletes a tree, each change audited', async () => {
    const id = createdId(
      await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name: ' Hotline ' } }),
    );
    expect(await treesAs('lead')).toContainEqual({ id, name: 'Hotline', rootNodeId: null });
    expect(await sandboxTrees()).toContainEqual(expect.objectContaining({ id, tree_name: 'Hotline' }));

    const renamed = await world.as('supervisor', 'PUT', `/api/ivr/trees/${id}`, { body: { name: 'Main' } });
    expect(renamed.status, renamed.text).toBe(204);
    expect(await treesAs()).toContainEqual({ id, name: 'Main', rootNodeId: null });
    // One tree alone, as the designer's pages ask for its name.
    const one = await world.as('lead', 'GET', `/api/ivr/trees/${id}`);
    expect(one.status, one.text).toBe(200);
    expect(one.json()).toEqual({ id, name: 'Main', rootNodeId: null });

    const deleted = await world.as('supervisor', 'DELETE', `/api/ivr/trees/${id}`);
    expect(deleted.status, deleted.text).toBe(204);
    expect((await treesAs()).map((tree) => tree.id)).not.toContain(id);
    expect((await sandboxTrees()).map((tree) => tree.id)).not.toContain(id);

    const entries = [
      ...(await auditEntries(world, 'ivr-tree.create')),
      ...(await auditEntries(world, 'ivr-tree.update')),
      ...(await auditEntries(world, 'ivr-tree.delete')),
    ].filter((entry) => entry.target === id);
    expect(entries).toEqual([
      expect.objectContaining({ username: 'supervisor', detail: { name: 'Hotline', result: 'ok' } }),
      expect.objectContaining({
        username: 'supervisor',
        detail: { name: 'Main', changes: { name: { before: 'Hotline', after: 'Main' } }, result: 'ok' },
      }),
      expect.objectContaining({ username: 'supervisor', detail: { result: 'ok' } }),
    ]);
  });

  it('pages the list', async () => {
    for (const name of ['Paged A', 'Paged B', 'Paged C']) {
      createdId(await world.as('admin', 'POST', '/api/ivr/trees', { body: { name } }));
    }
    const answer = await world.as('lead', 'GET', '/api/ivr/trees?page=2&pageSize=2');
    expect(answer.status).toBe(200);
    const page = answer.json() as { items: IvrTree[]; page: number; pageSize: number; total: number };
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a blank name or a bad page with field errors, changing nothing', async () => {
    const before = { trees: await treesAs(), changes: await changeCount(world) };
    expectFieldErrors(await world.as('admin', 'POST', '/api/ivr/trees', { body: { name: '  ' } }), ['name']);
    expectFieldErrors(await world.as('admin', 'POST', '/api/ivr/trees', { body: {} }), ['name']);
    expectFieldErrors(await world.as('admin', 'PUT', '/api/ivr/trees/T1', { body: { name: 7 } }), ['name']);
    expectFieldErrors(await world.as('admin', 'GET', '/api/ivr/trees?pageSize=500'), ['pageSize']);
    expect({ trees: await treesAs(), changes: await changeCount(world) }).toEqual(before);
  });

  it('answers 404 with the service message for an unknown tree, and audits the failure', async () => {
    const renamed = expectProblem(
      await world.as('admin', 'PUT', '/api/ivr/trees/NO_SUCH_TREE', { body: { name: 'x' } }),
      404,
    );
    expect(renamed.detail).toMatch(/IVR tree not found/);
    expect(renamed.serviceCode).toBe(-1);
    expectProblem(await world.as('admin', 'DELETE', '/api/ivr/trees/NO_SUCH_TREE'), 404);
    expectProblem(await world.as('admin', 'GET', '/api/ivr/trees/NO_SUCH_TREE/graph'), 404);
    expectProblem(await world.as('admin', 'GET', '/api/ivr/trees/NO_SUCH_TREE'), 404);
    expect((await auditEntries(world, 'ivr-tree.delete')).at(-1)).toMatchObject({
      target: 'NO_SUCH_TREE',
      detail: { result: 'failed', status: 404, serviceCode: -1 },
    });
  });
});
