import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { ValidationContext } from '@/core/api/ivr-designer-validation-context';
import type { DesignerTreeList, TreeCreated, TreeImported } from '@/core/api/ivr-designer-trees';
import type { IvrTree } from '@/core/api/ivr-trees';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { MenuExport } from '@/core/ivr/transfer/menu-export';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { LiveEditor } from '../../test-support/live-editor';
import { expectFieldErrors, expectProblem } from '../contact-center/contact-center-test-kit';
import {
  draftOf,
  editDraft,
  liveMenuOf,
  makeTree,
  okJson,
  publishDraft,
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
    expect((await settled(world, await publishDraft(world, treeId, 'first'))).status).toBe('succeeded');
    // Someone in the draft: an open editor sharing their presence.
    const me = okJson<{ user: { id: string } }>(await world.as('supervisor', 'GET', '/api/auth/me'));
    const { cookie } = await world.signIn('supervisor');
    const editor = await LiveEditor.open({ origin: world.bff.origin, treeId, cookie });
    editor.provider.awareness.setLocalState({ user: { id: me.user.id, name: 'S', color: '#123456' } });
    onTestFinished(() => editor.close());
    await expect.poll(async () => (await draftOf(world, treeId)).editors.length, { timeout: 5000 }).toBe(1);

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
  it('duplicates a tree into the draft of a new, empty tree; publishing makes it live', async () => {
    const { treeId } = await sourceTree();
    // An unpublished change and a moved card come along: the copy is of what the designer shows.
    const source = await draftOf(world, treeId);
    const welcome = source.menu.nodes.find((node) => node.name === 'Welcome')!;
    const edited = {
      ...source.menu,
      nodes: source.menu.nodes.map((node) => (node === welcome ? { ...node, name: 'Welcome (new)' } : node)),
    };
    await editDraft(world, treeId, edited, { [welcome.id]: { x: 640, y: 480 } });

    const name = unique('Copy');
    const answer = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/duplicate`, {
      body: { name },
    });
    const { treeId: copyId } = okJson<TreeCreated>(answer, 201);
    expect((await treeNamed(name))?.id).toBe(copyId);
    expect((await liveMenuOf(world, copyId)).nodes).toEqual([]);

    const copy = await draftOf(world, copyId);
    expect(shapeOf(copy.menu)).toEqual(shapeOf(edited));
    expect(copy.menu.nodes.some((node) => source.menu.nodes.some((other) => other.id === node.id))).toBe(
      false,
    );
    const copiedWelcome = copy.menu.nodes.find((node) => node.name === 'Welcome (new)')!;
    expect(copy.positions[copiedWelcome.id]).toEqual({ x: 640, y: 480 });
    const listed = okJson<DesignerTreeList>(await world.as('lead', 'GET', '/api/ivr/designer/trees'));
    expect(listed.items.find((tree) => tree.id === copyId)).toMatchObject({ nodeCount: 0, hasDraft: true });

    expect((await settled(world, await publishDraft(world, copyId))).status).toBe('succeeded');
    expect(shapeOf(await liveMenuOf(world, copyId))).toEqual(shapeOf(edited));

    expectProblem(
      await world.as('lead', 'POST', `/api/ivr/trees/${treeId}/duplicate`, { body: { name: unique('No') } }),
      403,
    );
    expectFieldErrors(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/duplicate`, { body: {} }),
      ['name'],
    );
  });

  it('round-trips export → import as a draft with card places and saved tests', async () => {
    const { treeId } = await sourceTree();
    const source = await draftOf(world, treeId);
    const sales = source.menu.nodes.find((node) => node.name === 'Sales')!;
    await editDraft(world, treeId, source.menu, { [sales.id]: { x: 320, y: 90 } });
    const tests = [
      {
        id: 't1',
        name: 'Sales line',
        inputs: ['1', '0'],
        expected: { kind: 'queue', queueId: 'queue-sales' },
      },
    ];
    const saved = await world.as('supervisor', 'PUT', `/api/ivr/trees/${treeId}/path-tests`, {
      body: { tests, maxSecondsToAgent: 90, revision: 0 },
    });
    okJson(saved);

    const exported = okJson<MenuExport>(await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/export`));
    expect(exported).toMatchObject({ format: 'switchboard.ivr', version: 1 });
    expect(exported.nodes).toHaveLength(3);
    expect(exported.positions?.[sales.id]).toEqual({ x: 320, y: 90 });
    expect(exported.pathTests).toEqual({ tests, maxSecondsToAgent: 90 });

    const name = unique('Imported');
    const intact = await world.as('supervisor', 'POST', '/api/ivr/trees/import', {
      body: { name, document: exported },
    });
    const whole = okJson<TreeImported>(intact, 201);
    expect(whole.report.issues).toEqual([]);
    // Nothing is live until it is published; the draft holds the menu, its places and its tests.
    expect((await liveMenuOf(world, whole.treeId)).nodes).toEqual([]);
    const draft = await draftOf(world, whole.treeId);
    expect(shapeOf(draft.menu)).toEqual(shapeOf(source.menu));
    const importedSales = draft.menu.nodes.find((node) => node.name === 'Sales')!;
    expect(draft.positions[importedSales.id]).toEqual({ x: 320, y: 90 });
    const importedTests = okJson<{ tests: unknown[]; maxSecondsToAgent: number }>(
      await world.as('lead', 'GET', `/api/ivr/trees/${whole.treeId}/path-tests`),
    );
    expect(importedTests).toMatchObject({ tests, maxSecondsToAgent: 90 });
    expect((await settled(world, await publishDraft(world, whole.treeId))).status).toBe('succeeded');
    expect(shapeOf(await liveMenuOf(world, whole.treeId))).toEqual(shapeOf(source.menu));

    // The Sales node is gone from the file: the key leading to it cannot come in; unreadable tests are
    // listed and left out, the menu still comes in.
    const broken = {
      ...exported,
      nodes: exported.nodes.filter((node) => node.id !== sales.id),
      keys: exported.keys.filter((key) => key.nodeId !== sales.id),
      pathTests: { tests: [{ id: 'x' }], maxSecondsToAgent: 90 },
    };
    const partial = okJson<TreeImported>(
      await world.as('supervisor', 'POST', '/api/ivr/trees/import', {
        body: { name: unique('Broken'), document: broken },
      }),
      201,
    );
    expect(partial.report.issues).toEqual([
      expect.objectContaining({ item: 'key', reason: 'keyTargetMissing' }),
      expect.objectContaining({ item: 'pathTests', reason: 'invalidPathTests' }),
    ]);
    const imported = (await draftOf(world, partial.treeId)).menu;
    expect(imported.nodes.map((node) => node.name).sort()).toEqual(['Support', 'Welcome']);
    expect(imported.keys).toHaveLength(broken.keys.length - 1);
    expect(
      okJson(await world.as('lead', 'GET', `/api/ivr/trees/${partial.treeId}/path-tests`)),
    ).toMatchObject({
      revision: 0,
    });
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
    expect(context.checkedQueueIds).toEqual([routed, 'queue-nobody']);
    // Stored as the service writes numbers.
    expect(context.blacklistedNumbers).toContain('84987654321');
    expect(context.greetingFileNames).toEqual(expect.any(Array));
    expectProblem(await world.as('support', 'GET', '/api/ivr/validation-context'), 403);
  });
});
