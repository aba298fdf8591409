import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationContext } from '../../../../src/core/api/ivr-designer-validation-context';
import type {
  DesignerTreeList,
  TreeCreated,
  TreeImported,
} from '../../../../src/core/api/ivr-designer-trees';
import type { IvrTree } from '../../../../src/core/api/ivr-trees';
import type { IvrMenu } from '../../../../src/core/ivr/ivr-menu';
import type { MenuExport } from '../../../../src/core/ivr/transfer/menu-export';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { expectFieldErrors, expectProblem } from '../contact-center/contact-center-test-kit';
import {
  draftOf,
  liveMenuOf,
  makeTree,
  okJson,
  publishDraft,
  saveDraft,
  settled,
  unique,
} from './ivr-designer-kit';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

/** A menu with its ids replaced by node names, so copies with other ids compare equal. */
function shapeOf(menu: IvrMenu) {
  const name = new Map(menu.nodes.map((node) => [node.id, node.name]));
  return {
    root: menu.rootNodeId === null ? null : name.get(menu.rootNodeId),
    nodes: menu.nodes.map(({ id: _id, ...fields }) => fields).sort((a, b) => a.name.localeCompare(b.name)),
    keys: menu.keys
      .map((key) => ({
        node: name.get(key.nodeId),
        key: key.key,
        action:
          key.action.kind === 'node' ? { kind: 'node', to: name.get(key.action.nextNodeId) } : key.action,
      }))
      .sort((a, b) => `${a.node}${a.key}`.localeCompare(`${b.node}${b.key}`)),
  };
}

const treeNamed = async (name: string) =>
  okJson<{ items: IvrTree[] }>(await world.as('lead', 'GET', '/api/ivr/trees?pageSize=100')).items.find(
    (tree) => tree.name === name,
  );

async function sourceTree() {
  return makeTree(
    world,
    unique('Source'),
    [{ name: 'Welcome' }, { name: 'Sales' }, { name: 'Support' }],
    [
      { node: 0, key: '1', action: { kind: 'node', next: 1 } },
      { node: 0, key: '2', action: { kind: 'node', next: 2 } },
      { node: 0, key: '9', action: { kind: 'node', next: 0 } },
      { node: 1, key: '0', action: { kind: 'queue', queueId: 'queue-sales' } },
      { node: 2, key: '0', action: { kind: 'forward', toPhoneNumber: '0912345678' } },
    ],
  );
}

describe('designer tree list', () => {
  it('lists trees with root, node count, last version and editors', async () => {
    const { treeId, nodeIds } = await sourceTree();
    await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/presence`);
    const draft = await draftOf(world, treeId);
    await saveDraft(world, treeId, draft.menu, draft.revision);
    expect((await settled(world, await publishDraft(world, treeId, 'first'))).status).toBe('succeeded');

    const { items } = okJson<DesignerTreeList>(await world.as('lead', 'GET', '/api/ivr/designer/trees'));
    const item = items.find((tree) => tree.id === treeId);
    expect(item).toMatchObject({
      rootNodeId: nodeIds[0],
      rootNodeName: 'Welcome',
      nodeCount: 3,
      lastPublished: { number: 1, publishedBy: 'supervisor' },
      hasDraft: false,
    });
    expect(item?.editors.map((editor) => editor.username)).toEqual(['supervisor']);
    expectProblem(await world.as('support', 'GET', '/api/ivr/designer/trees'), 403);
  });
});

describe('duplicate, export and import', () => {
  it('duplicates a tree through the service with a full copy as its first version', async () => {
    const { treeId } = await sourceTree();
    const name = unique('Copy');
    const answer = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/duplicate`, {
      body: { name },
    });
    const { treeId: copyId, publishId } = okJson<TreeCreated>(answer, 202);
    const done = await settled(world, publishId);
    expect(done).toMatchObject({ status: 'succeeded', kind: 'duplicate', versionNumber: 1 });
    expect((await treeNamed(name))?.id).toBe(copyId);
    const [source, copy] = [await liveMenuOf(world, treeId), await liveMenuOf(world, copyId)];
    expect(shapeOf(copy)).toEqual(shapeOf(source));
    expect(copy.nodes.some((node) => source.nodes.some((other) => other.id === node.id))).toBe(false);
    expectProblem(
      await world.as('lead', 'POST', `/api/ivr/trees/${treeId}/duplicate`, { body: { name: unique('No') } }),
      403,
    );
    expectFieldErrors(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/duplicate`, { body: {} }),
      ['name'],
    );
  });

  it('round-trips export → import, reporting a key whose target is missing', async () => {
    const { treeId } = await sourceTree();
    const exported = okJson<MenuExport>(await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/export`));
    expect(exported).toMatchObject({ format: 'switchboard.ivr', version: 1 });
    expect(exported.nodes).toHaveLength(3);

    const name = unique('Imported');
    const intact = await world.as('supervisor', 'POST', '/api/ivr/trees/import', {
      body: { name, document: exported },
    });
    const whole = okJson<TreeImported>(intact, 202);
    expect(whole.report.issues).toEqual([]);
    expect((await settled(world, whole.publishId)).status).toBe('succeeded');
    expect(shapeOf(await liveMenuOf(world, whole.treeId))).toEqual(shapeOf(await liveMenuOf(world, treeId)));

    // The Sales node is gone from the file: the key leading to it cannot come in.
    const sales = exported.nodes.find((node) => node.name === 'Sales')!;
    const broken = {
      ...exported,
      nodes: exported.nodes.filter((node) => node.id !== sales.id),
      keys: exported.keys.filter((key) => key.nodeId !== sales.id),
    };
    const partial = okJson<TreeImported>(
      await world.as('supervisor', 'POST', '/api/ivr/trees/import', {
        body: { name: unique('Broken'), document: broken },
      }),
      202,
    );
    expect(partial.report.issues).toEqual([
      expect.objectContaining({ item: 'key', reason: 'keyTargetMissing' }),
    ]);
    expect((await settled(world, partial.publishId)).status).toBe('succeeded');
    const imported = await liveMenuOf(world, partial.treeId);
    expect(imported.nodes.map((node) => node.name).sort()).toEqual(['Support', 'Welcome']);
    expect(imported.keys).toHaveLength(broken.keys.length - 1);
  });

  it('refuses a document that is not an export, creating nothing', async () => {
    const name = unique('Not an export');
    const answer = await world.as('supervisor', 'POST', '/api/ivr/trees/import', {
      body: { name, document: { format: 'something-else', nodes: [] } },
    });
    expectProblem(answer, 400);
    expectFieldErrors(await world.as('supervisor', 'POST', '/api/ivr/trees/import', { body: { name } }), [
      'document',
    ]);
    expect(await treeNamed(name)).toBeUndefined();
    expectProblem(
      await world.as('lead', 'POST', '/api/ivr/trees/import', { body: { name, document: {} } }),
      403,
    );
  });
});

describe('validation context', () => {
  it('names greeting files, blacklisted numbers and the routed queues asked about', async () => {
    const group = okJson<{ id: string }>(
      await world.as('admin', 'POST', '/api/groups', { body: { name: unique('Group') } }),
      201,
    );
    const routed = unique('queue').replaceAll(' ', '-');
    okJson(
      await world.as('admin', 'POST', `/api/queues/${routed}/groups`, {
        body: { groupId: group.id, primary: true },
      }),
      201,
    );
    okJson(await world.as('admin', 'POST', '/api/blacklist', { body: { number: '0987654321' } }), 201);
    const context = okJson<ValidationContext>(
      await world.as('lead', 'GET', `/api/ivr/validation-context?queueIds=${routed}&queueIds=queue-nobody`),
    );
    expect(context.routedQueueIds).toEqual([routed]);
    expect(context.blacklistedNumbers).toContain('0987654321');
    expect(context.greetingFileNames).toEqual(expect.any(Array));
    expectProblem(await world.as('support', 'GET', '/api/ivr/validation-context'), 403);
  });
});
