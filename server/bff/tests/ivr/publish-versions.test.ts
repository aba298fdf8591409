import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvrVersion, IvrVersionList, RestoredDraft } from '@/core/api/ivr-designer-versions';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { expectProblem } from '../contact-center/contact-center-test-kit';
import {
  draftOf,
  editDraft,
  expectSameMenu,
  liveMenuOf,
  okJson,
  publishDraft,
  settled,
} from './ivr-designer-kit';
import { bankTree, bigEdit } from './publish-menus';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

/** A menu by names, so that one whose deleted nodes came back with new ids compares equal. */
function shape(menu: IvrMenu) {
  const name = new Map(menu.nodes.map((node) => [node.id, node.name]));
  return {
    nodes: menu.nodes.map((node) => `${node.name}|${node.playContent}`).sort(),
    keys: menu.keys
      .map(
        (key) =>
          `${name.get(key.nodeId)}|${key.key}|${key.action.kind === 'node' ? name.get(key.action.nextNodeId) : key.action.kind}`,
      )
      .sort(),
    root: menu.rootNodeId && name.get(menu.rootNodeId),
  };
}

const versionsOf = async (treeId: string) =>
  okJson<IvrVersionList>(await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/versions`)).items;

describe('published versions', () => {
  it('lists versions, shows one, and loads an earlier one into the draft without publishing it', async () => {
    const ids = await bankTree(world);
    const v1 = await settled(world, await publishDraft(world, ids.treeId, 'as built'));
    expect(v1.status).toBe('succeeded');
    const v1Menu = await liveMenuOf(world, ids.treeId);

    const second = await draftOf(world, ids.treeId);
    await editDraft(world, ids.treeId, bigEdit(second.menu, ids));
    expect((await settled(world, await publishDraft(world, ids.treeId, 'billing'))).status).toBe('succeeded');

    const list = await versionsOf(ids.treeId);
    expect(list.map((version) => [version.number, version.note])).toEqual([
      [2, 'billing'],
      [1, 'as built'],
    ]);
    const shown = okJson<IvrVersion>(
      await world.as('lead', 'GET', `/api/ivr/trees/${ids.treeId}/versions/1`),
    );
    expectSameMenu(shown.menu, v1Menu);
    expectProblem(await world.as('lead', 'GET', `/api/ivr/trees/${ids.treeId}/versions/9`), 404);
    expectProblem(await world.as('lead', 'GET', `/api/ivr/trees/${ids.treeId}/versions/zero`), 400);

    // An unpublished edit in the draft: the restore replaces it, and says so.
    const beforeRestore = await draftOf(world, ids.treeId);
    await editDraft(world, ids.treeId, {
      ...beforeRestore.menu,
      nodes: beforeRestore.menu.nodes.map((node) =>
        node.id === ids.welcome ? { ...node, playContent: 'not yet published' } : node,
      ),
    });
    const v2Menu = await liveMenuOf(world, ids.treeId);
    const restore = await world.as('supervisor', 'POST', `/api/ivr/trees/${ids.treeId}/versions/1/restore`, {
      body: {},
    });
    const restored = okJson<RestoredDraft>(restore);
    expect(restored.replacedChanges).toBe(1);
    // Nothing is published: the live tree is still version 2, and there is no version 3.
    expectSameMenu(await liveMenuOf(world, ids.treeId), v2Menu);
    expect((await versionsOf(ids.treeId)).map((version) => version.number)).toEqual([2, 1]);
    // Old was deleted by version 2: it comes back in the draft as a new node, with the key pointing to it.
    expect(shape((await draftOf(world, ids.treeId)).menu)).toEqual(shape(v1Menu));
    expect(shape(restored.menu)).toEqual(shape(v1Menu));

    const republished = await settled(world, await publishDraft(world, ids.treeId, 'back to v1'));
    expect(republished.status, republished.error ?? '').toBe('succeeded');
    expect(shape(await liveMenuOf(world, ids.treeId))).toEqual(shape(v1Menu));
    expect((await versionsOf(ids.treeId))[0]).toMatchObject({ number: 3, note: 'back to v1' });
    expectProblem(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${ids.treeId}/versions/7/restore`, { body: {} }),
      404,
    );
  }, 60_000); // three publishes: slow on a busy machine
});
