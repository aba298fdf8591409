import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GreetingUsage } from '@/core/api/greeting-usage';
import type { Freshness } from '@/core/api/read-model';
import { createdId } from '../contact-center/contact-center-test-kit';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { startCountingProxy, type CountingProxy } from '../../test-support/counting-proxy';
import { uploadGreeting } from '../telephony/telephony-world';
import { QUICK_REFRESHER, until } from './read-model-world';

type UsageList = { items: GreetingUsage[]; freshness: Freshness };

/** A menu with one node playing the file, made through the console (written through to the copy). */
const menuThroughConsole = async (world: BffWithSandbox, filename: string, name: string) => {
  const treeId = createdId(await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name } }));
  const nodeId = createdId(
    await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/nodes`, {
      body: { name: 'Chào khách', playMode: 'play', playContent: filename },
    }),
  );
  return { treeId, treeName: name, nodeId, nodeName: 'Chào khách' };
};

/** A menu with one node playing the file, made straight at the service: the copy is not told. */
const menuAtService = async (world: BffWithSandbox, filename: string, name: string) => {
  const tree = await world.sandbox.call('base', 'POST', '/v1/ivrtree', { tree_name: name });
  const treeId = String(tree.body.ivrTreeID);
  const node = await world.sandbox.call('base', 'POST', '/v1/ivrnode', {
    tree: treeId,
    node_name: 'Ngoài console',
    node_play_mode: 'play',
    node_play_content: filename,
  });
  expect(node.body.r, JSON.stringify(node.body)).toBe(0);
  return { treeName: name, nodeName: 'Ngoài console' };
};

const names = (nodes: GreetingUsage['nodes']) => nodes.map((node) => `${node.treeName} › ${node.nodeName}`);

const usageList = async (world: BffWithSandbox) => {
  const answer = await world.as('lead', 'GET', '/api/greetings/usage');
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as UsageList;
};
const listedUsers = async (world: BffWithSandbox, sid: string) =>
  names((await usageList(world)).items.find((item) => item.sid === sid)?.nodes ?? []);
const fileUsers = async (world: BffWithSandbox, sid: string) => {
  const answer = await world.as('lead', 'GET', `/api/greetings/${sid}/usage`);
  expect(answer.status, answer.text).toBe(200);
  return names((answer.json() as GreetingUsage).nodes);
};

describe('greeting usage with the refresher off', () => {
  // No refresher: every service call the proxy sees was made by the request under test.
  let world: BffWithSandbox;
  let proxy: CountingProxy;
  beforeAll(async () => {
    world = await startBffWithSandbox({
      // The proxy counts calls: neither the refresher nor the live board's poller may add any.
      bff: { readModel: { refresher: false }, board: { poller: false } },
      via: async (origin) => (proxy = await startCountingProxy(origin)).origin,
    });
  });
  afterAll(async () => {
    await world.close();
    await proxy.close();
  });

  it('lists from the copy, without a service call; the per-file usage asks the service and names a node made there at once', async () => {
    const file = await uploadGreeting(world);
    const made = await menuThroughConsole(world, file.filename, `Menu copy ${Date.now()}`);
    const fromConsole = `${made.treeName} › ${made.nodeName}`;
    // The first read reads every list it needs once; the console's writes are in the copy already.
    expect(await listedUsers(world, file.id)).toEqual([fromConsole]);

    const before = proxy.seen.length;
    const list = await usageList(world);
    expect(names(list.items.find((item) => item.sid === file.id)!.nodes)).toEqual([fromConsole]);
    expect(proxy.seen.slice(before)).toEqual([]);
    expect(Date.now() - Date.parse(list.freshness.asOf ?? '')).toBeLessThan(60_000);

    const outside = await menuAtService(world, file.filename, `Menu ngoài ${Date.now()}`);
    const fromOutside = `${outside.treeName} › ${outside.nodeName}`;
    const asked = proxy.seen.length;
    expect(await fileUsers(world, file.id)).toEqual([fromConsole, fromOutside].sort());
    expect(proxy.seen.slice(asked).some((call) => call.includes('/v1/ivrnode'))).toBe(true);
    // The copy has not been refreshed: the list does not know the node yet.
    expect(await listedUsers(world, file.id)).toEqual([fromConsole]);
  });

  it('names a menu made at the service in the list once "refresh now" re-read files, trees and their nodes', async () => {
    const file = await uploadGreeting(world);
    await usageList(world);
    const outside = await menuAtService(world, file.filename, `Menu làm mới ${Date.now()}`);
    expect(await listedUsers(world, file.id)).toEqual([]);

    const refreshed = await world.as('lead', 'POST', '/api/read-model/refresh', {
      body: { lists: ['greetings', 'ivr-trees', 'ivr-nodes'] },
    });
    expect(refreshed.status, refreshed.text).toBe(200);
    const results = (refreshed.json() as { lists: { list: string; freshness: Freshness }[] }).lists;
    expect(results.map((result) => result.list)).toEqual(['greetings', 'ivr-trees', 'ivr-nodes']);
    for (const { freshness } of results) expect(Date.parse(freshness.asOf ?? '')).toBeGreaterThan(0);

    expect(await listedUsers(world, file.id)).toEqual([`${outside.treeName} › ${outside.nodeName}`]);
    // Support reads greeting files but not menus: it may not refresh the menus' nodes.
    const refused = await world.as('support', 'POST', '/api/read-model/refresh', {
      body: { lists: ['ivr-nodes'] },
    });
    expect(refused.status).toBe(403);
  });

  it('keeps listing while the service cannot list nodes; the per-file usage says it cannot check', async () => {
    const file = await uploadGreeting(world);
    const made = await menuThroughConsole(world, file.filename, `Menu lỗi ${Date.now()}`);
    await usageList(world);
    const headers = { 'x-service-auth': await world.sandbox.token(), 'content-type': 'application/json' };
    const faults = `${world.sandbox.origin}/__sandbox/faults`;
    await fetch(faults, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ forcedStatus: 500, pathContains: '/v1/ivrnode' }),
    });
    try {
      expect(await listedUsers(world, file.id)).toEqual([`${made.treeName} › ${made.nodeName}`]);
      const live = await world.as('lead', 'GET', `/api/greetings/${file.id}/usage`);
      expect(live.status).toBeGreaterThanOrEqual(500);
      expect(live.headers.get('content-type')).toMatch(/problem\+json/);
    } finally {
      await fetch(faults, { method: 'DELETE', headers });
    }
  });
});

describe('greeting usage with the refresher on', () => {
  let world: BffWithSandbox;
  beforeAll(async () => {
    world = await startBffWithSandbox({ bff: { readModel: QUICK_REFRESHER } });
  });
  afterAll(() => world.close());

  it('names a node made at the service in the list after the next walk of the menus', async () => {
    const file = await uploadGreeting(world);
    const outside = await menuAtService(world, file.filename, `Menu nền ${Date.now()}`);
    const refresher = world.bff.app.readModelRefresher;
    // A walk that started after the node was made: the one running now may have passed its tree.
    const walks = refresher.walks;
    await until(() => refresher.walks >= walks + 2);
    expect(await listedUsers(world, file.id)).toEqual([`${outside.treeName} › ${outside.nodeName}`]);
  });
});
