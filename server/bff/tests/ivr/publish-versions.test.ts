import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvrVersion, IvrVersionList } from '../../../../src/core/api/ivr-designer-versions';
import type { IvrMenu } from '../../../../src/core/ivr/ivr-menu';
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

const versionsOf = async (treeId: string) =>
  okJson<IvrVersionList>(await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/versions`)).items;

describe('published versions', () => {
  it('lists versions, shows one, and restores an earlier one as a publish', async () => {
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

    const restore = await world.as('supervisor', 'POST', `/api/ivr/trees/${ids.treeId}/versions/1/restore`, {
      body: { note: 'back to v1' },
    });
    const restored = await settled(world, okJson<{ publishId: string }>(restore, 202).publishId);
    expect(restored.status, restored.error ?? '').toBe('succeeded');
    expect(restored.kind).toBe('restore');
    const live = await liveMenuOf(world, ids.treeId);
    // Old was deleted by version 2: it comes back as a new node, with the key pointing to it.
    const shape = (menu: IvrMenu) => {
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
    };
    expect(shape(live)).toEqual(shape(v1Menu));
    expect((await versionsOf(ids.treeId))[0]).toMatchObject({ number: 3, note: 'back to v1' });
  });
});
