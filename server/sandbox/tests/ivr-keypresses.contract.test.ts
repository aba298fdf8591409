import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIvrKeypressResponse,
  deleteIvrKeypressResponse,
  listIvrKeypressesResponse,
  updateIvrKeypressResponse,
} from '../../service-api/ivr-keypresses';
import { createIvrNodeResponse } from '../../service-api/ivr-nodes';
import { createIvrTreeResponse } from '../../service-api/ivr-trees';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
/** Tree A: menu and sales; tree B: elsewhere. */
let menu: string;
let sales: string;
let elsewhere: string;
let treeA: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  treeA = await createTree('A');
  const treeB = await createTree('B');
  menu = await createNode(treeA, 'Menu');
  sales = await createNode(treeA, 'Sales');
  elsewhere = await createNode(treeB, 'Elsewhere');
});
afterAll(() => sandbox.close());

async function createTree(tree_name: string): Promise<string> {
  const answer = await sandbox.call('base', 'POST', '/v1/ivrtree', { tree_name });
  return createIvrTreeResponse.parse(answer.body).ivrTreeID;
}

async function createNode(tree: string, node_name: string): Promise<string> {
  const body = { tree, node_name, node_play_mode: 'talk', node_play_content: 'Bấm phím' };
  return createIvrNodeResponse.parse((await sandbox.call('base', 'POST', '/v1/ivrnode', body)).body)
    .ivrNodeID;
}

const createKeypress = (body: Record<string, unknown>) =>
  sandbox.call('base', 'POST', '/v1/ivrkeypress', body);
const updateKeypress = (id: string, body: Record<string, unknown>) =>
  sandbox.call('base', 'PUT', `/v1/ivrkeypress/${id}`, body);

async function keysOf(node: string) {
  const answer = await sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${node}&limit=100`);
  return listIvrKeypressesResponse.parse(answer.body).data;
}

async function pressOn(node: string, node_key: string, body: Record<string, unknown>): Promise<string> {
  const answer = await createKeypress({ node, node_key, ...body });
  expect(answer.body.r).toBe(0);
  return createIvrKeypressResponse.parse(answer.body).ivrNodeKeyID;
}

const snapshot = async () => ({
  menu: await keysOf(menu),
  sales: await keysOf(sales),
  elsewhere: await keysOf(elsewhere),
});

const noFields = {
  next_node: null,
  queue_id: null,
  from_number_callout_to_agent: null,
  to_phone_number: null,
  sms: null,
};

describe('IVR keypresses ({base_url}/v1/ivrkeypress)', () => {
  it.each([
    ['1', 1, { sms: 'ignored' }, {}, 'Success (voicemail is coming soon)'],
    ['2', 2, { queue_id: 'QUEUE01', next_node: 'ignored' }, { queue_id: 'QUEUE01' }, 'Success'],
    [
      '3',
      3,
      { to_phone_number: '0901234567', from_number_callout_to_agent: '+842873001234' },
      { to_phone_number: '0901234567', from_number_callout_to_agent: '+842873001234' },
      'Success',
    ],
    ['4', 4, { next_node: 'SALES' }, { next_node: 'SALES' }, 'Success'],
    ['5', 5, { sms: 'Cảm ơn quý khách' }, { sms: 'Cảm ơn quý khách' }, 'Success (SMS is coming soon)'],
    ['#', 6, { queue_id: 'QUEUE01' }, {}, 'Success'],
  ])(
    'key %s with action %i stores only the fields the action uses',
    async (key, action, extra, stored, message) => {
      const resolve = (fields: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === 'SALES' ? sales : v]));
      const answer = await createKeypress({ node: menu, node_key: key, action, ...resolve(extra) });
      const created = createIvrKeypressResponse.parse(answer.body);
      expect(created).toMatchObject({ r: 0, project: sandbox.config.projectId, message });
      expect(created.ivrNodeKeyID).toMatch(/^[A-Z0-9]+$/);
      const item = (await keysOf(menu)).ivrNodeKeys.find((k) => k.id === created.ivrNodeKeyID);
      expect(item).toEqual({
        id: created.ivrNodeKeyID,
        account: sandbox.config.accountId,
        project: sandbox.config.projectId,
        tree: treeA,
        node: menu,
        node_key: key,
        action,
        ...noFields,
        ...resolve(stored),
      });
    },
  );

  it('lists one node with a string totalCount and paging', async () => {
    const listed = await sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${menu}`);
    const { data, r, message } = listIvrKeypressesResponse.parse(listed.body);
    expect({ r, message }).toEqual({ r: 0, message: 'Success' });
    expect(data).toMatchObject({ totalCount: '6', totalPages: 1, currentPage: 1, limit: 50 });
    expect(data.ivrNodeKeys.map((k) => k.node_key)).toEqual(['1', '2', '3', '4', '5', '#']);
    const page = (await sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${menu}&page=2&limit=4`)).body;
    expect(listIvrKeypressesResponse.parse(page).data.ivrNodeKeys.map((k) => k.node_key)).toEqual(['5', '#']);
  });

  it.each([
    ['without node', '', 2, /node is required/],
    ['with an empty node', '?node=', 1, /node/],
    ['of an unknown node', '?node=NOPE', -1, /IVR node not found/],
  ])('refuses a list %s', async (_case, query, r, message) => {
    const answer = await sandbox.call('base', 'GET', `/v1/ivrkeypress${query}`);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(message);
  });

  it('lets a key lead back to its own node (repeat the menu)', async () => {
    const id = await pressOn(sales, '9', { action: 4, next_node: sales });
    expect((await sandbox.call('base', 'DELETE', `/v1/ivrkeypress/${id}`)).body.r).toBe(0);
  });

  it.each([
    ['missing node', { node: undefined }, 2, /node is required/],
    ['missing node_key', { node_key: undefined }, 2, /node_key is required/],
    ['missing action', { action: undefined }, 2, /action is required/],
    ['an unknown node', { node: 'NOPE' }, -1, /IVR node not found/],
    ['node_key "A"', { node_key: 'A' }, 1, /node_key/],
    ['node_key "10"', { node_key: '10' }, 1, /node_key/],
    ['node_key as a number', { node_key: 7 }, 1, /node_key/],
    ['node_key "empty_key"', { node_key: 'empty_key' }, 1, /node_key/],
    ['action 0', { action: 0 }, 1, /action/],
    ['action 7', { action: 7 }, 1, /action/],
    ['action "6"', { action: '6' }, 1, /action/],
    ['action 2.5', { action: 2.5 }, 1, /action/],
    ['action 2 without queue_id', { action: 2 }, 2, /queue_id is required for action 2/],
    ['action 2 with a blank queue_id', { action: 2, queue_id: '' }, 2, /queue_id/],
    ['action 3 without to_phone_number', { action: 3 }, 2, /to_phone_number is required for action 3/],
    ['action 3 with a bad to_phone_number', { action: 3, to_phone_number: 'call me' }, 1, /to_phone_number/],
    [
      'action 3 with a bad from_number_callout_to_agent',
      { action: 3, to_phone_number: '0901234567', from_number_callout_to_agent: 'x' },
      1,
      /from_number_callout_to_agent/,
    ],
    ['action 4 without next_node', { action: 4 }, 2, /next_node is required for action 4/],
    ['action 4 with an unknown next_node', { action: 4, next_node: 'NOPE' }, -1, /NOPE.*not found/],
    [
      'action 4 with next_node in another tree',
      { action: 4, next_node: 'ELSEWHERE' },
      1,
      /next_node.*another IVR tree/,
    ],
    ['sms of the wrong type', { action: 5, sms: 42 }, 1, /sms/],
    ['a key already used on the node', { node_key: '1' }, 4, /Key 1 already has an action on this node/],
  ])('refuses a create with %s and changes nothing', async (_case, overrides, r, message) => {
    const body: Record<string, unknown> = { node: menu, node_key: '0', action: 6, ...overrides };
    if (body.next_node === 'ELSEWHERE') body.next_node = elsewhere;
    const before = await snapshot();
    const answer = await createKeypress(body);
    expect(answer.status).toBe(200);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it('updates a keypress to another action, clearing the fields it no longer uses', async () => {
    const id = await pressOn(sales, '1', { action: 4, next_node: menu });
    const toQueue = await updateKeypress(id, { action: 2, queue_id: 'QUEUE02' });
    expect(updateIvrKeypressResponse.parse(toQueue.body)).toMatchObject({ r: 0, ivrNodeKeyID: id });
    expect((await keysOf(sales)).ivrNodeKeys.find((k) => k.id === id)).toMatchObject({
      node_key: '1',
      action: 2,
      queue_id: 'QUEUE02',
      next_node: null,
    });

    const toSms = await updateKeypress(id, { action: 5, node_key: 'EMPTY_KEY' });
    expect(toSms.body).toMatchObject({ r: 0, message: 'Success (SMS is coming soon)' });
    expect((await keysOf(sales)).ivrNodeKeys.find((k) => k.id === id)).toMatchObject({
      node_key: 'EMPTY_KEY',
      action: 5,
      queue_id: null,
      sms: null,
    });
    expect((await updateKeypress(id, { node_key: 'EMPTY_KEY' })).body.r).toBe(0);
    expect((await updateKeypress(id, {})).body.r).toBe(0);
    expect((await sandbox.call('base', 'DELETE', `/v1/ivrkeypress/${id}`)).body.r).toBe(0);
  });

  it.each([
    ['a node_key taken by another keypress', { node_key: '2' }, 4, /Key 2 already has an action/],
    ['node_key null', { node_key: null }, 1, /node_key: must not be null/],
    ['action null', { action: null }, 1, /action: must not be null/],
    ['action 3 without to_phone_number', { action: 3 }, 2, /to_phone_number is required for action 3/],
    ['clearing next_node of action 4', { next_node: null }, 2, /next_node is required for action 4/],
    ['next_node in another tree', { next_node: 'ELSEWHERE' }, 1, /another IVR tree/],
    ['an invalid node_key', { node_key: '**' }, 1, /node_key/],
    ['action 9', { action: 9 }, 1, /action/],
  ])('refuses an update with %s and changes nothing', async (_case, body, r, message) => {
    const id = await pressOn(sales, '3', { action: 4, next_node: menu });
    await pressOn(sales, '2', { action: 6 });
    const payload: Record<string, unknown> = { ...body };
    if (payload.next_node === 'ELSEWHERE') payload.next_node = elsewhere;
    const before = await snapshot();
    const answer = await updateKeypress(id, payload);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
    for (const key of (await keysOf(sales)).ivrNodeKeys) {
      await sandbox.call('base', 'DELETE', `/v1/ivrkeypress/${key.id}`);
    }
  });

  it('deletes a keypress; unknown ids answer r=-1 "IVR keypress not found"', async () => {
    const id = await pressOn(sales, '*', { action: 6 });
    const deleted = await sandbox.call('base', 'DELETE', `/v1/ivrkeypress/${id}`);
    expect(deleteIvrKeypressResponse.parse(deleted.body)).toMatchObject({ r: 0, message: 'Success' });
    expect((await keysOf(sales)).ivrNodeKeys.find((k) => k.id === id)).toBeUndefined();
    for (const answer of [
      await sandbox.call('base', 'DELETE', `/v1/ivrkeypress/${id}`),
      await updateKeypress('NOPE', { action: 6 }),
    ]) {
      expect(answer.body).toMatchObject({ r: -1, message: 'IVR keypress not found' });
    }
  });
});
