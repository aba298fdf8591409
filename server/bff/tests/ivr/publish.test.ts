import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  PublishConflictProblem,
  PublishProgress,
} from '../../../../src/core/api/ivr-designer-publishes';
import type { IvrVersion, IvrVersionList } from '../../../../src/core/api/ivr-designer-versions';
import type { IvrMenu } from '../../../../src/core/ivr/ivr-menu';
import { renameCreated } from '../../ivr/id-remap';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { auditEntries, expectProblem } from '../contact-center/contact-center-test-kit';
import {
  clearFaults,
  createdIdsOf,
  draftOf,
  expectSameMenu,
  injectFault,
  liveMenuOf,
  makeTree,
  okJson,
  publishDraft,
  saveDraft,
  settled,
  talk,
  unique,
} from './ivr-designer-kit';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());
afterEach(() => clearFaults(world));

/** Welcome (root) 1→Sales 2→Support 3→Old; Sales 0 hangs up. */
async function bankTree() {
  const { treeId, nodeIds } = await makeTree(
    world,
    unique('Publish tree'),
    [{ name: 'Welcome' }, { name: 'Sales' }, { name: 'Support' }, { name: 'Old' }],
    [
      { node: 0, key: '1', action: { kind: 'node', next: 1 } },
      { node: 0, key: '2', action: { kind: 'node', next: 2 } },
      { node: 0, key: '3', action: { kind: 'node', next: 3 } },
      { node: 1, key: '0', action: { kind: 'hangup' } },
    ],
  );
  const [welcome, sales, , old] = nodeIds as [string, string, string, string];
  return { treeId, welcome, sales, old };
}

/** Adds a node and keys of every action kind, deletes a node, swaps two keys and rewords a prompt. */
function bigEdit(menu: IvrMenu, ids: { welcome: string; sales: string; old: string }): IvrMenu {
  const key = (value: string) => menu.keys.find((k) => k.nodeId === ids.welcome && k.key === value)!;
  const one = key('1');
  const two = key('2');
  const on = (
    id: string,
    value: IvrMenu['keys'][number]['key'],
    action: IvrMenu['keys'][number]['action'],
  ) => ({
    id,
    nodeId: ids.welcome,
    key: value,
    action,
  });
  return {
    rootNodeId: menu.rootNodeId,
    nodes: [
      ...menu.nodes
        .filter((node) => node.id !== ids.old)
        .map((node) =>
          node.id === ids.sales ? { ...node, playContent: 'Phòng kinh doanh xin nghe' } : node,
        ),
      talk('new-billing', 'Billing'),
    ],
    keys: [
      ...menu.keys
        .filter((k) => k.action.kind !== 'node' || k.action.nextNodeId !== ids.old)
        .map((k) =>
          k.id === one.id ? { ...k, key: '2' as const } : k.id === two.id ? { ...k, key: '1' as const } : k,
        ),
      on('new-k4', '4', { kind: 'queue', queueId: 'queue-billing' }),
      on('new-k5', '5', { kind: 'forward', toPhoneNumber: '+84912345678', callerId: '842873001234' }),
      on('new-k6', '6', { kind: 'voicemail' }),
      on('new-k7', '7', { kind: 'sms', text: 'Cảm ơn quý khách' }),
      on('new-k8', '8', { kind: 'node', nextNodeId: 'new-billing' }),
      on('new-k9', '9', { kind: 'hangup' }),
      on('new-ke', 'EMPTY_KEY', { kind: 'node', nextNodeId: ids.welcome }),
      on('new-ki', 'INVALID_KEY', { kind: 'hangup' }),
      { id: 'new-kb', nodeId: 'new-billing', key: '0', action: { kind: 'node', nextNodeId: ids.welcome } },
    ],
  };
}

const versionsOf = async (treeId: string) =>
  okJson<IvrVersionList>(await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/versions`)).items;

describe('publishing a draft', () => {
  it('applies a real edit in the background: the live tree then equals the draft', async () => {
    const ids = await bankTree();
    const draft = await draftOf(world, ids.treeId);
    const edited = bigEdit(draft.menu, ids);
    await saveDraft(world, ids.treeId, edited, draft.revision);
    await world.as('supervisor', 'PUT', `/api/ivr/trees/${ids.treeId}/layout`, {
      body: { positions: { 'new-billing': { x: 5, y: 6 }, 'key:new-k8': { x: 7, y: 8 } } },
    });

    const publishId = await publishDraft(world, ids.treeId, 'Billing menu');
    const progress = await settled(world, publishId);
    expect(progress.status, progress.error ?? '').toBe('succeeded');
    expect(progress.applied).toBe(progress.total);
    expect(progress.operations.every((entry) => entry.status === 'applied')).toBe(true);

    const live = await liveMenuOf(world, ids.treeId);
    const created = createdIdsOf(progress);
    expectSameMenu(live, renameCreated(edited, created));
    expect(live.nodes).toHaveLength(4);
    expect(live.keys).toHaveLength(12);

    // A version, a fresh draft on the new live menu, and the layout on the service's ids.
    const [latest] = await versionsOf(ids.treeId);
    expect(latest).toMatchObject({ number: 1, note: 'Billing menu', publishedBy: 'supervisor', publishId });
    expect(progress.versionNumber).toBe(1);
    const after = await draftOf(world, ids.treeId);
    expectSameMenu(after.base, live);
    expectSameMenu(after.menu, live);
    const layout = okJson<{ positions: Record<string, unknown> }>(
      await world.as('lead', 'GET', `/api/ivr/trees/${ids.treeId}/layout`),
    );
    expect(Object.keys(layout.positions).sort()).toEqual(
      [created.get('new-billing'), `key:${created.get('new-k8')}`].sort(),
    );
    const audits = await auditEntries(world, 'ivr-tree.publish');
    expect(audits.find((entry) => entry.target === ids.treeId)?.detail.result).toBe('ok');
  });

  it('refuses with the difference when the tree was changed elsewhere after the draft began', async () => {
    const ids = await bankTree();
    const draft = await draftOf(world, ids.treeId);
    await saveDraft(world, ids.treeId, bigEdit(draft.menu, ids), draft.revision);
    const renamed = await world.as('supervisor', 'PUT', `/api/ivr/nodes/${ids.sales}`, {
      body: { name: 'Sales (changed elsewhere)' },
    });
    expect(renamed.status).toBe(204);
    const before = await liveMenuOf(world, ids.treeId);

    const answer = await world.as('supervisor', 'POST', `/api/ivr/trees/${ids.treeId}/publish`, {
      body: { note: '', revision: draft.revision + 1 },
    });
    const problem = expectProblem(answer, 409) as unknown as PublishConflictProblem;
    expect(problem.diff?.nodes.changed.map((change) => [change.after.id, change.fields])).toEqual([
      [ids.sales, ['name']],
    ]);
    expectSameMenu(await liveMenuOf(world, ids.treeId), before);
    expect(await versionsOf(ids.treeId)).toEqual([]);
  });

  it('refuses a publish of a stale revision, and a menu with errors, sending nothing', async () => {
    const ids = await bankTree();
    const draft = await draftOf(world, ids.treeId);
    const broken: IvrMenu = {
      ...draft.menu,
      nodes: draft.menu.nodes.map((node) => (node.id === ids.sales ? { ...node, speed: 9 } : node)),
    };
    await saveDraft(world, ids.treeId, broken, draft.revision);
    const path = `/api/ivr/trees/${ids.treeId}/publish`;
    expectProblem(await world.as('supervisor', 'POST', path, { body: { revision: draft.revision } }), 409);
    const invalid = await world.as('supervisor', 'POST', path, { body: { revision: draft.revision + 1 } });
    const body = expectProblem(invalid, 422) as unknown as { problems: { code: string; nodeId?: string }[] };
    expect(body.problems).toContainEqual(
      expect.objectContaining({ code: 'speedOutOfRange', nodeId: ids.sales }),
    );
    expectProblem(await world.as('supervisor', 'POST', path, { body: { revision: 'two' } }), 400);
    expectSameMenu(await liveMenuOf(world, ids.treeId), draft.base);
  });

  it('stops as failed with its journal when the service fails midway; resume applies the rest once', async () => {
    const ids = await bankTree();
    const draft = await draftOf(world, ids.treeId);
    const edited = bigEdit(draft.menu, ids);
    await saveDraft(world, ids.treeId, edited, draft.revision);
    // Every node call goes through; the first key create meets a 503.
    await injectFault(world, {
      forcedStatus: 503,
      methods: ['POST'],
      pathContains: '/v1/ivrkeypress',
      remaining: 1,
    });

    const publishId = await publishDraft(world, ids.treeId);
    const failed = await settled(world, publishId);
    expect(failed.status).toBe('failed');
    expect(failed.resumable).toBe(true);
    expect(failed.error).toMatch(/503/);
    expect(failed.applied).toBeGreaterThan(0);
    const failedEntries = failed.operations.filter((entry) => entry.status === 'failed');
    expect(failedEntries).toHaveLength(1);
    expect(failedEntries[0]!.operation.op).toBe('createKey');
    expect(failed.operations.some((entry) => entry.status === 'pending')).toBe(true);

    expect((await world.as('supervisor', 'POST', `/api/ivr/publishes/${publishId}/resume`)).status).toBe(202);
    const resumed = await settled(world, publishId);
    expect(resumed.status, resumed.error ?? '').toBe('succeeded');
    const live = await liveMenuOf(world, ids.treeId);
    expectSameMenu(live, renameCreated(edited, createdIdsOf(resumed)));
    expect(live.nodes).toHaveLength(edited.nodes.length);
    expect(live.keys).toHaveLength(edited.keys.length);
    // Each create of the plan reached the service exactly once.
    const creates = resumed.operations.filter((entry) => entry.operation.op.startsWith('create'));
    expect(new Set(creates.map((entry) => entry.createdId)).size).toBe(creates.length);
  });

  it('adopts on resume a create whose connection dropped after the service made it', async () => {
    const ids = await bankTree();
    const draft = await draftOf(world, ids.treeId);
    const edited = bigEdit(draft.menu, ids);
    await saveDraft(world, ids.treeId, edited, draft.revision);
    await injectFault(world, { dropRate: 1, methods: ['POST'], pathContains: '/v1/ivrnode', remaining: 1 });

    const publishId = await publishDraft(world, ids.treeId);
    const failed = await settled(world, publishId);
    expect(failed.status).toBe('failed');
    const dropped = failed.operations.find((entry) => entry.status === 'failed')!;
    expect(dropped).toMatchObject({ uncertain: true, operation: { op: 'createNode', ref: 'new-billing' } });

    // The service did make the node before the connection broke (as a real one may).
    const billing = edited.nodes.find((node) => node.id === 'new-billing')!;
    const { id: _id, ...fields } = billing;
    const made = okJson<{ id: string }>(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${ids.treeId}/nodes`, { body: fields }),
      201,
    ).id;

    expect((await world.as('supervisor', 'POST', `/api/ivr/publishes/${publishId}/resume`)).status).toBe(202);
    const resumed = await settled(world, publishId);
    expect(resumed.status, resumed.error ?? '').toBe('succeeded');
    expect(createdIdsOf(resumed).get('new-billing')).toBe(made);
    const live = await liveMenuOf(world, ids.treeId);
    expect(live.nodes.filter((node) => node.name === 'Billing')).toHaveLength(1);
    expectSameMenu(live, renameCreated(edited, createdIdsOf(resumed)));
  });

  it('lists versions, shows one, and restores an earlier one as a publish', async () => {
    const ids = await bankTree();
    const first = await draftOf(world, ids.treeId);
    await saveDraft(world, ids.treeId, first.menu, first.revision);
    const v1 = await settled(world, await publishDraft(world, ids.treeId, 'as built'));
    expect(v1.status).toBe('succeeded');
    const v1Menu = await liveMenuOf(world, ids.treeId);

    const second = await draftOf(world, ids.treeId);
    await saveDraft(world, ids.treeId, bigEdit(second.menu, ids), second.revision);
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

  it('lets a supervisor publish, a lead only follow, and keeps support out', async () => {
    const ids = await bankTree();
    const draft = await draftOf(world, ids.treeId);
    const body = { body: { revision: draft.revision } };
    expectProblem(await world.as('lead', 'POST', `/api/ivr/trees/${ids.treeId}/publish`, body), 403);
    expectProblem(await world.as('support', 'GET', `/api/ivr/trees/${ids.treeId}/versions`), 403);
    const publishId = await publishDraft(world, ids.treeId);
    const done = await settled(world, publishId);
    expect(done.status).toBe('succeeded');
    expect(done.total).toBe(0);
    expectProblem(await world.as('lead', 'POST', `/api/ivr/publishes/${publishId}/resume`), 403);
    expectProblem(await world.as('support', 'GET', `/api/ivr/publishes/${publishId}`), 403);
    expectProblem(await world.as('supervisor', 'POST', `/api/ivr/publishes/${publishId}/resume`), 409);
    expectProblem(
      await world.as('lead', 'POST', `/api/ivr/trees/${ids.treeId}/versions/1/restore`, { body: {} }),
      403,
    );
    const progress = okJson<PublishProgress>(
      await world.as('lead', 'GET', `/api/ivr/publishes/${publishId}`),
    );
    expect(progress.versionNumber).toBe(1);
  });
});
