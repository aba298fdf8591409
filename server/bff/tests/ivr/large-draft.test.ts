import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { LiveEditor } from '../../test-support/live-editor';
import { draftOf, makeTree, talk, unique } from './ivr-designer-kit';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

/** A menu of `count` nodes in a tree of fan-out 3, each node with a key per child and a "0" back to the root. */
function bigMenu(count: number): IvrMenu {
  const nodes = Array.from({ length: count }, (_, index) => talk(`new-n${index}`, `Node ${index}`));
  const keys: MenuKey[] = [];
  for (let index = 1; index < count; index += 1) {
    const parent = Math.floor((index - 1) / 3);
    const digit = String(((index - 1) % 3) + 1) as MenuKey['key'];
    keys.push({
      id: `new-k${index}`,
      nodeId: `new-n${parent}`,
      key: digit,
      action: { kind: 'node', nextNodeId: `new-n${index}` },
    });
  }
  for (let index = 1; index < count; index += 1)
    keys.push({
      id: `new-b${index}`,
      nodeId: `new-n${index}`,
      key: '0',
      action: { kind: 'node', nextNodeId: 'new-n0' },
    });
  return { rootNodeId: 'new-n0', nodes, keys };
}

describe('a large draft', () => {
  it('holds 5,000 nodes and about 10,000 keys written in one edit, for the REST read and a new editor', async () => {
    const { treeId } = await makeTree(world, unique('Large'), [], []);
    const { cookie } = await world.signIn('supervisor');
    const writer = await LiveEditor.open({ origin: world.bff.origin, treeId, cookie });
    onTestFinished(() => writer.close());
    const menu = bigMenu(5000);
    writer.edit(() => ({ menu, positions: {} }));

    await expect
      .poll(async () => (await draftOf(world, treeId)).menu.nodes.length, { timeout: 60_000, interval: 500 })
      .toBe(5000);
    const stored = await draftOf(world, treeId);
    expect(stored.menu.keys).toHaveLength(menu.keys.length);
    expect(writer.notices).toEqual([]);

    const reader = await LiveEditor.open({ origin: world.bff.origin, treeId, cookie }, 60_000);
    onTestFinished(() => reader.close());
    expect(reader.draft.menu.nodes).toHaveLength(5000);
    expect(reader.draft.menu.keys).toHaveLength(menu.keys.length);
  }, 120_000);
});
