import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvrKeypress } from '@/core/api/ivr-keypresses';
import type { IvrNode } from '@/core/api/ivr-nodes';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import {
  auditEntries,
  changeCount,
  createdId,
  expectFieldErrors,
  expectProblem,
} from './contact-center-test-kit';

type Graph = { nodes: IvrNode[]; keys: IvrKeypress[] };

let world: BffWithSandbox;
let treeId: string;
beforeAll(async () => {
  world = await startBffWithSandbox();
  treeId = createdId(await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name: 'Menu' } }));
});
afterAll(() => world.close());

const graph = async (): Promise<Graph> => {
  const answer = await world.as('supervisor', 'GET', `/api/ivr/trees/${treeId}/graph`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json() as Graph;
};
const addNode = async (name: string, extra: Record<string, unknown> = {}) => {
  const body = { name, playMode: 'talk', playContent: `Welcome to ${name}`, ...extra };
  const answer = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/nodes`, { body });
  return { id: createdId(answer), isRoot: (answer.json() as { isRoot: boolean }).isRoot };
};
const addKey = async (nodeId: string, body: unknown) =>
  world.as('supervisor', 'POST', `/api/ivr/nodes/${nodeId}/keys`, { body });

describe('IVR nodes', () => {
  it('a supervisor adds, changes and deletes nodes; the first becomes the root', async () => {
    const first = await addNode('Welcome', { speed: -1, keypressTimeoutSeconds: 7 });
    const second = await addNode('Sales');
    expect([first.isRoot, second.isRoot]).toEqual([true, false]);
    expect((await graph()).nodes).toContainEqual(
      expect.objectContaining({
        id: first.id,
        treeId,
        name: 'Welcome',
        speed: -1,
        keypressTimeoutSeconds: 7,
      }),
    );
    const { body } = await world.sandbox.call('base', 'GET', `/v1/ivrnode?tree=${treeId}`);
    expect(JSON.stringify(body)).toContain(second.id);

    const changed = await world.as('supervisor', 'PUT', `/api/ivr/nodes/${second.id}`, {
      body: { name: 'Sales desk', bargeIn: false },
    });
    expect(changed.status, changed.text).toBe(204);
    expect((await graph()).nodes).toContainEqual(
      expect.objectContaining({ id: second.id, name: 'Sales desk', bargeIn: false, playMode: 'talk' }),
    );

    expect((await world.as('supervisor', 'DELETE', `/api/ivr/nodes/${second.id}`)).status).toBe(204);
    expect((await graph()).nodes.map((node) => node.id)).not.toContain(second.id);

    expect(await auditEntries(world, 'ivr-node.create')).toContainEqual(
      expect.objectContaining({
        target: first.id,
        username: 'supervisor',
        detail: { treeId, name: 'Welcome', playMode: 'talk', result: 'ok' },
      }),
    );
    expect(await auditEntries(world, 'ivr-node.update')).toContainEqual(
      expect.objectContaining({
        target: second.id,
        detail: {
          fields: ['name', 'bargeIn'],
          changes: {
            name: { before: 'Sales', after: 'Sales desk' },
            bargeIn: { before: true, after: false },
          },
          result: 'ok',
        },
      }),
    );
    expect(await auditEntries(world, 'ivr-node.delete')).toContainEqual(
      expect.objectContaining({ target: second.id, detail: { result: 'ok' } }),
    );
  });

  it.each([
    ['no name or content', {}, ['name', 'playMode', 'playContent']],
    ['an unknown play mode', { name: 'n', playMode: 'sing', playContent: 'x' }, ['playMode']],
    ['a speed out of range', { name: 'n', playMode: 'talk', playContent: 'x', speed: 4 }, ['speed']],
  ])('refuses a node with %s, changing nothing', async (_case, body, fields) => {
    const before = { graph: await graph(), changes: await changeCount(world) };
    const answer = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/nodes`, { body });
    expectFieldErrors(answer, fields);
    expect({ graph: await graph(), changes: await changeCount(world) }).toEqual(before);
  });

  it('refuses a bad change with field errors', async () => {
    const { id } = await addNode('Bad change target');
    const before = await graph();
    const answer = await world.as('supervisor', 'PUT', `/api/ivr/nodes/${id}`, { body: { loopCount: 0 } });
    expectFieldErrors(answer, ['loopCount']);
    expect(await graph()).toEqual(before);
  });

  it("maps the service's refusals: unknown tree or node 404, unplayable file 422", async () => {
    const body = { name: 'n', playMode: 'talk', playContent: 'x' };
    const unknownTree = await world.as('supervisor', 'POST', '/api/ivr/trees/NO_TREE/nodes', { body });
    expect(expectProblem(unknownTree, 404).detail).toMatch(/IVR tree not found/);
    expectProblem(
      await world.as('supervisor', 'PUT', '/api/ivr/nodes/NO_NODE', { body: { name: 'x' } }),
      404,
    );
    expectProblem(await world.as('supervisor', 'DELETE', '/api/ivr/nodes/NO_NODE'), 404);
    const unplayable = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/nodes`, {
      body: { name: 'n', playMode: 'play', playContent: 'missing.wav' },
    });
    expect(expectProblem(unplayable, 422).detail).toMatch(/no greeting file named "missing.wav"/);
    expect((await auditEntries(world, 'ivr-node.create')).at(-1)?.detail).toMatchObject({
      result: 'failed',
      status: 422,
    });
  });
});

describe('IVR keys', () => {
  it('a supervisor gives keys actions, changes and deletes them', async () => {
    const menu = await addNode('Key menu');
    const target = await addNode('Key target');
    const toNode = createdId(
      await addKey(menu.id, { key: '1', action: { kind: 'node', nextNodeId: target.id } }),
    );
    const forward = createdId(
      await addKey(menu.id, { key: '0', action: { kind: 'forward', toPhoneNumber: '0912 345 678' } }),
    );
    expect((await graph()).keys).toEqual(
      expect.arrayContaining([
        { id: toNode, treeId, nodeId: menu.id, key: '1', action: { kind: 'node', nextNodeId: target.id } },
        {
          id: forward,
          treeId,
          nodeId: menu.id,
          key: '0',
          action: { kind: 'forward', toPhoneNumber: '0912345678' },
        },
      ]),
    );
    const { body } = await world.sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${menu.id}`);
    expect(JSON.stringify(body)).toContain(toNode);

    const changed = await world.as('supervisor', 'PUT', `/api/ivr/keys/${forward}`, {
      body: { key: '#', action: { kind: 'hangup' } },
    });
    expect(changed.status, changed.text).toBe(204);
    expect((await graph()).keys).toContainEqual(
      expect.objectContaining({ id: forward, key: '#', action: { kind: 'hangup' } }),
    );

    expect((await world.as('supervisor', 'DELETE', `/api/ivr/keys/${toNode}`)).status).toBe(204);
    expect((await graph()).keys.map((key) => key.id)).not.toContain(toNode);

    expect(await auditEntries(world, 'ivr-key.create')).toContainEqual(
      expect.objectContaining({
        target: toNode,
        detail: { nodeId: menu.id, key: '1', actionKind: 'node', result: 'ok' },
      }),
    );
    expect(await auditEntries(world, 'ivr-key.update')).toContainEqual(
      expect.objectContaining({
        target: forward,
        detail: {
          key: '#',
          actionKind: 'hangup',
          changes: {
            key: { before: '0', after: '#' },
            action: { before: { kind: 'forward', toPhoneNumber: '0912345678' }, after: { kind: 'hangup' } },
          },
          result: 'ok',
        },
      }),
    );
    expect(await auditEntries(world, 'ivr-key.delete')).toContainEqual(
      expect.objectContaining({ target: toNode, detail: { result: 'ok' } }),
    );
  });

  it.each([
    ['an unknown key', { key: 'A', action: { kind: 'hangup' } }, ['key']],
    ['an unknown action', { key: '1', action: { kind: 'dance' } }, ['action.kind']],
    ['a queue action without queue', { key: '1', action: { kind: 'queue' } }, ['action.queueId']],
    [
      'a forward to a non-number',
      { key: '1', action: { kind: 'forward', toPhoneNumber: 'abc' } },
      ['action.toPhoneNumber'],
    ],
  ])('refuses %s with field errors, changing nothing', async (_case, body, fields) => {
    const { id } = await addNode(`Invalid keys ${String(_case)}`);
    const before = { graph: await graph(), changes: await changeCount(world) };
    expectFieldErrors(await addKey(id, body), fields);
    expect({ graph: await graph(), changes: await changeCount(world) }).toEqual(before);
  });

  it("maps the service's refusals: duplicate key 409, unknown node or key 404", async () => {
    const { id } = await addNode('Duplicates');
    createdId(await addKey(id, { key: '5', action: { kind: 'hangup' } }));
    const duplicate = expectProblem(await addKey(id, { key: '5', action: { kind: 'hangup' } }), 409);
    expect(duplicate.detail).toMatch(/Key 5 already has an action on this node/);
    expect(duplicate.serviceCode).toBe(4);
    expect((await auditEntries(world, 'ivr-key.create')).at(-1)?.detail).toMatchObject({
      result: 'failed',
      status: 409,
      serviceCode: 4,
    });
    expectProblem(await addKey('NO_NODE', { key: '1', action: { kind: 'hangup' } }), 404);
    expectProblem(await world.as('supervisor', 'PUT', '/api/ivr/keys/NO_KEY', { body: { key: '2' } }), 404);
    expectProblem(await world.as('supervisor', 'DELETE', '/api/ivr/keys/NO_KEY'), 404);
  });
});
