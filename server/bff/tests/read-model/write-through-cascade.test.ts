import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';

// No refresher: what the copy holds after a write is the write-through's doing alone.
let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ bff: { readModel: { refresher: false } } });
});
afterAll(() => world.close());

describe('write-through of IVR nodes', () => {
  it('drops from the copy the keys leading to a node the service deletes with it', async () => {
    const id = (answer: { status: number; text: string; json: () => unknown }) => {
      expect(answer.status, answer.text).toBe(201);
      return (answer.json() as { id: string }).id;
    };
    const treeId = id(await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name: 'Cascade' } }));
    const node = (name: string) =>
      world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/nodes`, {
        body: { name, playMode: 'talk', playContent: name },
      });
    const menu = id(await node('Menu'));
    const target = id(await node('Target'));
    await world.bff.app.services.readModel.treeMenu(treeId);
    const toTarget = id(
      await world.as('supervisor', 'POST', `/api/ivr/nodes/${menu}/keys`, {
        body: { key: '1', action: { kind: 'node', nextNodeId: target } },
      }),
    );
    const keptKeys = async () =>
      (await world.bff.app.services.readModel.store.items('ivr-keys', menu)).map((key) => key.id);
    expect(await keptKeys()).toEqual([toTarget]);

    expect((await world.as('supervisor', 'DELETE', `/api/ivr/nodes/${target}`)).status).toBe(204);
    // The service took the key with the node; the copy says the same without waiting for a walk.
    const { body } = await world.sandbox.call('base', 'GET', `/v1/ivrkeypress?node=${menu}`);
    expect(JSON.stringify(body)).not.toContain(toTarget);
    expect(await keptKeys()).toEqual([]);
  });
});
