import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listIvrKeypressesResponse } from '../../service-api/ivr-keypresses';
import { createIvrNodeResponse, listIvrNodesResponse } from '../../service-api/ivr-nodes';
import {
  createIvrTreeResponse,
  deleteIvrTreeResponse,
  listIvrTreesResponse,
  updateIvrTreeResponse,
} from '../../service-api/ivr-trees';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const listTrees = async (query = '') =>
  listIvrTreesResponse.parse((await sandbox.call('base', 'GET', `/v1/ivrtree${query}`)).body).data;

async function createTree(tree_name: string): Promise<string> {
  const answer = await sandbox.call('base', 'POST', '/v1/ivrtree', { tree_name });
  return createIvrTreeResponse.parse(answer.body).ivrTreeID;
}

async function createNode(tree: string, node_name: string): Promise<string> {
  const body = { tree, node_name, node_play_mode: 'talk', node_play_content: 'Xin chào' };
  return createIvrNodeResponse.parse((await sandbox.call('base', 'POST', '/v1/ivrnode', body)).body)
    .ivrNodeID;
}

describe('IVR trees ({base_url}/v1/ivrtree)', () => {
  it('creates, lists with a string totalCount and an empty root_node, renames and deletes', async () => {
    const created = await sandbox.call('base', 'POST', '/v1/ivrtree', { tree_name: 'Tổng đài chính' });
    const { ivrTreeID, project, r, message } = createIvrTreeResponse.parse(created.body);
    expect({ r, project, message }).toEqual({ r: 0, project: sandbox.config.projectId, message: 'Success' });
    expect(ivrTreeID).toMatch(/^[A-Z0-9]+$/);

    const listed = await listTrees();
    expect(listed).toMatchObject({ totalCount: '1', totalPages: 1, currentPage: 1, limit: 50 });
    expect(listed.ivrTrees).toEqual([
      {
        id: ivrTreeID,
        account: sandbox.config.accountId,
        project: sandbox.config.projectId,
        tree_name: 'Tổng đài chính',
        root_node: '',
      },
    ]);

    const renamed = await sandbox.call('base', 'PUT', `/v1/ivrtree/${ivrTreeID}`, { tree_name: 'Sales' });
    expect(updateIvrTreeResponse.parse(renamed.body)).toMatchObject({ r: 0, ivrTreeID });
    expect((await listTrees()).ivrTrees[0]?.tree_name).toBe('Sales');

    const deleted = await sandbox.call('base', 'DELETE', `/v1/ivrtree/${ivrTreeID}`);
    expect(deleteIvrTreeResponse.parse(deleted.body).r).toBe(0);
    expect((await listTrees()).totalCount).toBe('0');
  });

  it('shows the first node as root_node', async () => {
    const tree = await createTree('Rooted');
    const node = await createNode(tree, 'Welcome');
    expect((await listTrees()).ivrTrees.find((t) => t.id === tree)?.root_node).toBe(node);
    await sandbox.call('base', 'DELETE', `/v1/ivrtree/${tree}`);
  });

  it('pages by page/limit in creation order', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await createTree(`T${i}`));
    const page2 = await listTrees('?page=2&limit=2');
    expect(page2).toMatchObject({ currentPage: 2, limit: 2, totalPages: 3, totalCount: '5' });
    expect(page2.ivrTrees.map((t) => t.tree_name)).toEqual(['T2', 'T3']);
    expect((await listTrees('?limit=500')).limit).toBe(100);
    for (const id of ids) await sandbox.call('base', 'DELETE', `/v1/ivrtree/${id}`);
  });

  it('deletes a tree with its nodes and their keypresses', async () => {
    const tree = await createTree('Doomed');
    const keep = await createTree('Kept');
    const first = await createNode(tree, 'Menu');
    const second = await createNode(tree, 'Sales');
    const kept = await createNode(keep, 'Other');
    const keypress = { node: first, node_key: '1', action: 4, next_node: second };
    expect((await sandbox.call('base', 'POST', '/v1/ivrkeypress', keypress)).body.r).toBe(0);

    expect((await sandbox.call('base', 'DELETE', `/v1/ivrtree/${tree}`)).body.r).toBe(0);
    const nodes = listIvrNodesResponse.parse((await sandbox.call('base', 'GET', '/v1/ivrnode')).body).data;
    expect(nodes.ivrNodes.map((n) => n.id)).toEqual([kept]);
    expect((await sandbox.call('base', 'GET', `/v1/ivrnode?tree=${tree}`)).body.r).toBe(-1);
    expect((await sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${first}`)).body.r).toBe(-1);
    const left = await sandbox.deps.db.selectFrom('ivr_keypresses').select('id').execute();
    expect(left).toEqual([]);
    listIvrKeypressesResponse.parse((await sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${kept}`)).body);
    await sandbox.call('base', 'DELETE', `/v1/ivrtree/${keep}`);
  });

  it.each([
    ['POST', 'missing tree_name', {}, 2],
    ['POST', 'a blank tree_name', { tree_name: '   ' }, 1],
    ['POST', 'a tree_name of the wrong type', { tree_name: 42 }, 1],
    ['POST', 'a tree_name over 200 characters', { tree_name: 'x'.repeat(201) }, 1],
    ['PUT', 'missing tree_name', {}, 2],
    ['PUT', 'a null tree_name', { tree_name: null }, 2],
    ['PUT', 'a tree_name of the wrong type', { tree_name: ['a'] }, 1],
  ])('%s refuses %s and changes nothing', async (method, _case, body, r) => {
    const tree = await createTree('Stable');
    const before = await listTrees();
    const path = method === 'POST' ? '/v1/ivrtree' : `/v1/ivrtree/${tree}`;
    const answer = await sandbox.call('base', method, path, body);
    expect(answer.status).toBe(200);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(/tree_name/);
    expect(await listTrees()).toEqual(before);
    await sandbox.call('base', 'DELETE', `/v1/ivrtree/${tree}`);
  });

  it('refuses a body that is not JSON', async () => {
    const before = await listTrees();
    const answer = await sandbox.call('base', 'POST', '/v1/ivrtree', '{"tree_name":');
    expect(answer.body.r).toBe(1);
    expect(await listTrees()).toEqual(before);
  });

  it('answers r=-1 "IVR tree not found" for an unknown tree on update and delete', async () => {
    const updated = await sandbox.call('base', 'PUT', '/v1/ivrtree/NOPE', { tree_name: 'x' });
    expect(updated.body).toMatchObject({ r: -1, message: 'IVR tree not found' });
    const deleted = await sandbox.call('base', 'DELETE', '/v1/ivrtree/NOPE');
    expect(deleted.body).toMatchObject({ r: -1, message: 'IVR tree not found' });
  });
});
