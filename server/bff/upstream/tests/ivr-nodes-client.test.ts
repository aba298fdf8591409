import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IVR_NODE_SETTING_DEFAULTS,
  IVR_NODE_SETTING_LIMITS,
  ivrNodeSchema,
  type IvrNode,
} from '@/core/api/ivr-nodes';
import {
  createIvrNodeBody,
  IVR_NODE_DEFAULTS,
  IVR_NODE_LIMITS,
  updateIvrNodeBody,
  type WireIvrNode,
} from '@server/service-api/ivr-nodes';
import { createIvrNodeToWire, ivrNodeFromWire, updateIvrNodeToWire } from '../ivr-nodes-client';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';

let cc: ContactCenterSandbox;
let treeId: string;
beforeAll(async () => {
  cc = await startContactCenterSandbox();
  treeId = (await cc.client.ivrTrees.create({ name: 'Nodes' })).id;
});
afterAll(() => cc.close());

const talk = (name: string) => ({ treeId, name, playMode: 'talk' as const, playContent: `Đây là ${name}` });
const nodesOfTree = async () => (await cc.client.ivrNodes.list({ treeId }, { page: 1, pageSize: 100 })).items;
const findNode = async (id: string) => (await nodesOfTree()).find((node) => node.id === id);

describe('IVR nodes client over HTTP', () => {
  it('creates a node with the service defaults, updates and removes it', async () => {
    const nodes = cc.client.ivrNodes;
    const root = await nodes.create(talk('Welcome'));
    expect(root.isRoot).toBe(true);
    const listed = await findNode(root.id);
    expect(listed).toEqual({
      id: root.id,
      treeId,
      name: 'Welcome',
      playMode: 'talk',
      playContent: 'Đây là Welcome',
      ...IVR_NODE_SETTING_DEFAULTS,
      isRoot: true,
      greetingId: null,
    } satisfies IvrNode);
    expect(ivrNodeSchema.parse(listed)).toEqual(listed);

    const second = await nodes.create({ ...talk('Menu'), bargeIn: false, speed: -3, delayMs: 250 });
    expect(second.isRoot).toBe(false);
    expect(await findNode(second.id)).toMatchObject({
      bargeIn: false,
      speed: -3,
      delayMs: 250,
      isRoot: false,
    });

    await nodes.update(second.id, {
      name: 'Menu chính',
      bargeIn: true,
      loopCount: 3,
      keypressTimeoutSeconds: 9,
    });
    expect(await findNode(second.id)).toMatchObject({
      name: 'Menu chính',
      bargeIn: true,
      loopCount: 3,
      keypressTimeoutSeconds: 9,
      speed: -3,
      delayMs: 250,
    });

    await nodes.remove(second.id);
    expect(await findNode(second.id)).toBeUndefined();
    expect(await findNode(root.id)).toBeDefined();
  });

  it('lists one tree or every tree', async () => {
    const otherTree = (await cc.client.ivrTrees.create({ name: 'Other' })).id;
    const elsewhere = await cc.client.ivrNodes.create({ ...talk('Elsewhere'), treeId: otherTree });
    const ofTree = await nodesOfTree();
    const all = await cc.client.ivrNodes.list({}, { page: 1, pageSize: 100 });
    expect(ofTree.map((node) => node.id)).not.toContain(elsewhere.id);
    expect(all.items.map((node) => node.id)).toContain(elsewhere.id);
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThan(ofTree.length);
  });

  it('surfaces refusals as ServiceError with r and the message', async () => {
    const unknownTree = await refusalOf(cc.client.ivrNodes.create({ ...talk('Lost'), treeId: 'IVT_NONE' }));
    expect(unknownTree).toMatchObject({ r: -1, operation: 'createIvrNode' });
    expect(unknownTree.message).toMatch(/IVR tree not found/);

    const noFile = await refusalOf(
      cc.client.ivrNodes.create({ ...talk('Play'), playMode: 'play', playContent: 'missing.wav' }),
    );
    expect(noFile).toMatchObject({ r: 1 });
    expect(noFile.message).toMatch(/missing\.wav/);

    expect(await refusalOf(cc.client.ivrNodes.remove('IVN_NONE'))).toMatchObject({ r: -1 });
  });
});

describe('IVR node mappers', () => {
  const wire: WireIvrNode = {
    id: 'IVN1',
    account: 1,
    project: 2,
    tree: 'IVT1',
    node_name: 'Welcome',
    node_play_mode: 'play',
    node_play_content: 'greeting_1.wav',
    node_play_option: null,
    bargeIn: 0,
    loop_count: 2,
    sched: 300,
    voice: 'v',
    speed: 2,
    keypress_timeout: 7,
    isRootNode: false,
  };

  it('reads bargeIn 1/0 as a boolean and names the units', () => {
    expect(ivrNodeFromWire(wire)).toEqual({
      id: 'IVN1',
      treeId: 'IVT1',
      name: 'Welcome',
      playMode: 'play',
      playContent: 'greeting_1.wav',
      bargeIn: false,
      loopCount: 2,
      delayMs: 300,
      voice: 'v',
      speed: 2,
      keypressTimeoutSeconds: 7,
      isRoot: false,
      greetingId: null,
    });
    expect(ivrNodeFromWire({ ...wire, bargeIn: 1, greeting_id: 12 })).toMatchObject({
      bargeIn: true,
      greetingId: 12,
    });
  });

  it('writes a create body the service contract accepts, leaving unset settings out', () => {
    const body = createIvrNodeToWire({
      treeId: 'IVT1',
      name: 'N',
      playMode: 'talk',
      playContent: 'Hi',
      speed: -3,
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      tree: 'IVT1',
      node_name: 'N',
      node_play_mode: 'talk',
      node_play_content: 'Hi',
      speed: -3,
    });
    expect(createIvrNodeBody.safeParse(body).success).toBe(true);
  });

  it('writes an update body with only the given fields', () => {
    const body = updateIvrNodeToWire({ bargeIn: false, keypressTimeoutSeconds: 3 });
    expect(JSON.parse(JSON.stringify(body))).toEqual({ bargeIn: false, keypress_timeout: 3 });
    expect(updateIvrNodeBody.safeParse(body).success).toBe(true);
  });

  it('keeps the form defaults and limits equal to the service contract', () => {
    const { tree, node_name, node_play_mode, node_play_content, ...defaults } = createIvrNodeToWire({
      treeId: 'T',
      name: 'N',
      playMode: 'talk',
      playContent: 'C',
      ...IVR_NODE_SETTING_DEFAULTS,
    });
    expect([tree, node_name, node_play_mode, node_play_content]).toEqual(['T', 'N', 'talk', 'C']);
    expect(defaults).toEqual(IVR_NODE_DEFAULTS);
    const L = IVR_NODE_SETTING_LIMITS;
    expect({
      speed: L.speed,
      loop_count: L.loopCount,
      sched: L.delayMs,
      keypress_timeout: L.keypressTimeoutSeconds,
    }).toEqual(IVR_NODE_LIMITS);
  });
});
