import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listIvrKeypressesResponse } from '../../service-api/ivr-keypresses';
import {
  createIvrNodeResponse,
  deleteIvrNodeResponse,
  listIvrNodesResponse,
  updateIvrNodeResponse,
} from '../../service-api/ivr-nodes';
import { createIvrTreeResponse, listIvrTreesResponse } from '../../service-api/ivr-trees';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
let tree: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  tree = await createTree('Menu');
});
afterAll(() => sandbox.close());

const GREETING = 'greeting-1700000000-welcome.wav';

async function createTree(tree_name: string): Promise<string> {
  const answer = await sandbox.call('base', 'POST', '/v1/ivrtree', { tree_name });
  return createIvrTreeResponse.parse(answer.body).ivrTreeID;
}

const talkNode = (overrides: Record<string, unknown> = {}) => ({
  tree,
  node_name: 'Welcome',
  node_play_mode: 'talk',
  node_play_content: 'Xin chào quý khách',
  ...overrides,
});

async function createNode(overrides: Record<string, unknown> = {}) {
  const answer = await sandbox.call('base', 'POST', '/v1/ivrnode', talkNode(overrides));
  return createIvrNodeResponse.parse(answer.body);
}

const listNodes = async (query = '') =>
  listIvrNodesResponse.parse((await sandbox.call('base', 'GET', `/v1/ivrnode${query}`)).body).data;
const nodeById = async (id: string) => (await listNodes('?limit=100')).ivrNodes.find((n) => n.id === id);
const rootOf = async (treeId: string) =>
  listIvrTreesResponse
    .parse((await sandbox.call('base', 'GET', '/v1/ivrtree?limit=100')).body)
    .data.ivrTrees.find((t) => t.id === treeId)?.root_node;

/** Everything a refused request could have touched. */
async function snapshot() {
  const trees = (await sandbox.call('base', 'GET', '/v1/ivrtree?limit=100')).body;
  const nodes = await listNodes('?limit=100');
  const keys = [];
  for (const node of nodes.ivrNodes) {
    const answer = await sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${node.id}&limit=100`);
    keys.push(listIvrKeypressesResponse.parse(answer.body).data.ivrNodeKeys);
  }
  return { trees, nodes, keys };
}

describe('IVR nodes ({base_url}/v1/ivrnode)', () => {
  it('creates a node with the documented defaults and lists it in the service format', async () => {
    const created = await createNode();
    expect(created).toMatchObject({ r: 0, project: sandbox.config.projectId, message: 'Success' });
    expect(created.ivrNodeID).toMatch(/^[A-Z0-9]+$/);
    expect(await nodeById(created.ivrNodeID)).toEqual({
      id: created.ivrNodeID,
      account: sandbox.config.accountId,
      project: sandbox.config.projectId,
      tree,
      node_name: 'Welcome',
      node_play_mode: 'talk',
      node_play_content: 'Xin chào quý khách',
      node_play_option: null,
      bargeIn: 1,
      loop_count: 1,
      sched: 0,
      voice: 'hn_female_thutrang_phrase_48k-hsmm',
      speed: 0,
      keypress_timeout: 5,
      isRootNode: created.isRootNode,
    });
  });

  it('stores every optional field given, bargeIn false as 0', async () => {
    const settings = { bargeIn: false, loop_count: 3, sched: 500, voice: 'sg_male_minhhoang', speed: -3 };
    const { ivrNodeID } = await createNode({ ...settings, keypress_timeout: 10 });
    expect(await nodeById(ivrNodeID)).toMatchObject({ ...settings, bargeIn: 0, keypress_timeout: 10 });
  });

  it('makes the first node of a tree its root; after the root is deleted the next node created is root', async () => {
    const own = await createTree('Roots');
    const first = await createNode({ tree: own });
    const second = await createNode({ tree: own });
    expect([first.isRootNode, second.isRootNode]).toEqual([true, false]);
    expect(await rootOf(own)).toBe(first.ivrNodeID);
    const listed = (await listNodes(`?tree=${own}`)).ivrNodes;
    expect(listed.map((n) => [n.id, n.isRootNode])).toEqual([
      [first.ivrNodeID, true],
      [second.ivrNodeID, false],
    ]);

    expect(
      deleteIvrNodeResponse.parse(
        (await sandbox.call('base', 'DELETE', `/v1/ivrnode/${first.ivrNodeID}`)).body,
      ).r,
    ).toBe(0);
    expect(await rootOf(own)).toBe('');
    expect((await nodeById(second.ivrNodeID))?.isRootNode).toBe(false);

    const third = await createNode({ tree: own });
    expect(third.isRootNode).toBe(true);
    expect(await rootOf(own)).toBe(third.ivrNodeID);
  });

  it('lists one tree with `tree`, every node of the project without it, r=-1 for an unknown tree', async () => {
    const a = await createTree('A');
    const b = await createTree('B');
    const inA = await createNode({ tree: a });
    const inB = await createNode({ tree: b });
    const ofA = await listNodes(`?tree=${a}`);
    expect(ofA).toMatchObject({ totalCount: '1', totalPages: 1, currentPage: 1, limit: 50 });
    expect(ofA.ivrNodes.map((n) => n.id)).toEqual([inA.ivrNodeID]);
    const all = (await listNodes('?limit=100')).ivrNodes.map((n) => n.id);
    expect(all).toEqual(expect.arrayContaining([inA.ivrNodeID, inB.ivrNodeID]));
    expect((await listNodes('?limit=100')).totalCount).toBe(String(all.length));

    const unknown = await sandbox.call('base', 'GET', '/v1/ivrnode?tree=NOPE');
    expect(unknown.body).toMatchObject({ r: -1, message: 'IVR tree not found' });
  });

  it('plays an uploaded greeting file named by its filename', async () => {
    await sandbox.deps.db
      .insertInto('greeting_files')
      .values({
        sid: 'GF1',
        filename: GREETING,
        desc1: null,
        created: 1700000000,
        mime: 'audio/wav',
        content: Buffer.from('RIFF'),
      })
      .execute();
    const { ivrNodeID, r } = await createNode({ node_play_mode: 'play', node_play_content: GREETING });
    expect(r).toBe(0);
    expect(await nodeById(ivrNodeID)).toMatchObject({ node_play_mode: 'play', node_play_content: GREETING });
  });

  it('updates only the fields given and answers ivrNodeID', async () => {
    const { ivrNodeID } = await createNode({ loop_count: 2 });
    const answer = await sandbox.call('base', 'PUT', `/v1/ivrnode/${ivrNodeID}`, {
      node_name: 'Renamed',
      bargeIn: false,
      speed: 3,
    });
    expect(updateIvrNodeResponse.parse(answer.body)).toMatchObject({ r: 0, ivrNodeID });
    expect(await nodeById(ivrNodeID)).toMatchObject({
      node_name: 'Renamed',
      bargeIn: 0,
      speed: 3,
      loop_count: 2,
    });
    expect((await sandbox.call('base', 'PUT', `/v1/ivrnode/${ivrNodeID}`, {})).body.r).toBe(0);
  });

  it('switches a node to play only with the filename of a greeting file', async () => {
    const { ivrNodeID } = await createNode();
    const toPlay = await sandbox.call('base', 'PUT', `/v1/ivrnode/${ivrNodeID}`, { node_play_mode: 'play' });
    expect(toPlay.body.r).toBe(1);
    expect(toPlay.body.message).toMatch(/node_play_content.*greeting file/);
    const withFile = { node_play_mode: 'play', node_play_content: GREETING };
    expect((await sandbox.call('base', 'PUT', `/v1/ivrnode/${ivrNodeID}`, withFile)).body.r).toBe(0);
    const badFile = await sandbox.call('base', 'PUT', `/v1/ivrnode/${ivrNodeID}`, {
      node_play_content: 'x.wav',
    });
    expect(badFile.body.r).toBe(1);
    expect(await nodeById(ivrNodeID)).toMatchObject(withFile);
  });

  it('deletes a node with its keypresses and every keypress leading to it', async () => {
    const own = await createTree('Cascade');
    const menu = (await createNode({ tree: own })).ivrNodeID;
    const sales = (await createNode({ tree: own })).ivrNodeID;
    const support = (await createNode({ tree: own })).ivrNodeID;
    const press = (node: string, node_key: string, body: Record<string, unknown>) =>
      sandbox.call('base', 'POST', '/v1/ivrkeypress', { node, node_key, ...body });
    await press(menu, '1', { action: 4, next_node: sales });
    await press(menu, '2', { action: 4, next_node: support });
    await press(sales, '0', { action: 4, next_node: menu });
    await press(sales, '9', { action: 6 });

    expect((await sandbox.call('base', 'DELETE', `/v1/ivrnode/${sales}`)).body.r).toBe(0);
    const menuKeys = listIvrKeypressesResponse.parse(
      (await sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${menu}`)).body,
    ).data.ivrNodeKeys;
    expect(menuKeys.map((k) => [k.node_key, k.next_node])).toEqual([['2', support]]);
    const orphans = await sandbox.deps.db
      .selectFrom('ivr_keypresses')
      .select('id')
      .where('node', '=', sales)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('answers r=-1 "IVR node not found" for an unknown node on update and delete', async () => {
    const updated = await sandbox.call('base', 'PUT', '/v1/ivrnode/NOPE', { node_name: 'x' });
    expect(updated.body).toMatchObject({ r: -1, message: 'IVR node not found' });
    const deleted = await sandbox.call('base', 'DELETE', '/v1/ivrnode/NOPE');
    expect(deleted.body).toMatchObject({ r: -1, message: 'IVR node not found' });
  });

  it.each([
    ['missing tree', { tree: undefined }, 2, /tree/],
    ['missing node_name', { node_name: undefined }, 2, /node_name/],
    ['missing node_play_mode', { node_play_mode: undefined }, 2, /node_play_mode/],
    ['missing node_play_content', { node_play_content: undefined }, 2, /node_play_content/],
    ['an unknown tree', { tree: 'NOPE' }, -1, /IVR tree not found/],
    ['node_play_mode other than talk/play', { node_play_mode: 'sing' }, 1, /node_play_mode/],
    ['blank node_play_content', { node_play_content: ' ' }, 1, /node_play_content/],
    [
      'play with an unknown file',
      { node_play_mode: 'play', node_play_content: 'nope.wav' },
      1,
      /node_play_content.*nope\.wav/,
    ],
    ['speed 4', { speed: 4 }, 1, /speed/],
    ['speed -4', { speed: -4 }, 1, /speed/],
    ['speed 1.5', { speed: 1.5 }, 1, /speed/],
    ['bargeIn as 2', { bargeIn: 2 }, 1, /bargeIn/],
    ['bargeIn as "true"', { bargeIn: 'true' }, 1, /bargeIn/],
    ['bargeIn null', { bargeIn: null }, 1, /bargeIn/],
    ['loop_count 0', { loop_count: 0 }, 1, /loop_count/],
    ['loop_count as a string', { loop_count: '2' }, 1, /loop_count/],
    ['loop_count 101', { loop_count: 101 }, 1, /loop_count/],
    ['sched -1', { sched: -1 }, 1, /sched/],
    ['sched over a minute', { sched: 60_001 }, 1, /sched/],
    ['keypress_timeout 0', { keypress_timeout: 0 }, 1, /keypress_timeout/],
    ['keypress_timeout 121', { keypress_timeout: 121 }, 1, /keypress_timeout/],
    ['voice of the wrong type', { voice: 7 }, 1, /voice/],
    ['a blank voice', { voice: '' }, 1, /voice/],
  ])('refuses a create with %s and changes nothing', async (_case, overrides, r, message) => {
    const before = await snapshot();
    const answer = await sandbox.call('base', 'POST', '/v1/ivrnode', talkNode(overrides));
    expect(answer.status).toBe(200);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['node_play_mode other than talk/play', { node_play_mode: 'video' }, /node_play_mode/],
    ['a blank node_name', { node_name: '' }, /node_name/],
    ['a null node_name', { node_name: null }, /node_name/],
    ['speed 4', { speed: 4 }, /speed/],
    ['bargeIn as "0"', { bargeIn: '0' }, /bargeIn/],
    ['loop_count 1.5', { loop_count: 1.5 }, /loop_count/],
    ['play with an unknown file', { node_play_mode: 'play', node_play_content: 'nope.wav' }, /nope\.wav/],
  ])('refuses an update with %s (r=1) and changes nothing', async (_case, body, message) => {
    const { ivrNodeID } = await createNode();
    const before = await snapshot();
    const answer = await sandbox.call('base', 'PUT', `/v1/ivrnode/${ivrNodeID}`, body);
    expect(answer.body.r).toBe(1);
    expect(answer.body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad list queries', async () => {
    expect((await sandbox.call('base', 'GET', '/v1/ivrnode?page=0')).body.r).toBe(1);
    expect((await sandbox.call('base', 'GET', '/v1/ivrnode?tree=')).body.r).toBe(1);
  });
});
