import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublishConflictProblem, PublishProgress } from '@/core/api/ivr-designer-publishes';
import type { IvrVersionList } from '@/core/api/ivr-designer-versions';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { renameCreated } from '../../ivr/id-remap';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { auditEntries, expectProblem } from '../contact-center/contact-center-test-kit';
import {
  clearFaults,
  createdIdsOf,
  draftOf,
  editDraft,
  expectSameMenu,
  injectFault,
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
afterEach(() => clearFaults(world));

const versionsOf = async (treeId: string) =>
  okJson<IvrVersionList>(await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/versions`)).items;

describe('publishing a draft', () => {
  it('applies a real edit in the background: the live tree then equals the draft', async () => {
    const ids = await bankTree(world);
    const draft = await draftOf(world, ids.treeId);
    const edited = bigEdit(draft.menu, ids);
    await editDraft(world, ids.treeId, edited, {
      'new-billing': { x: 5, y: 6 },
      'key:new-k8': { x: 7, y: 8 },
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
    const ids = await bankTree(world);
    const draft = await draftOf(world, ids.treeId);
    await editDraft(world, ids.treeId, bigEdit(draft.menu, ids));
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
    const ids = await bankTree(world);
    const draft = await draftOf(world, ids.treeId);
    const broken: IvrMenu = {
      ...draft.menu,
      nodes: draft.menu.nodes.map((node) => (node.id === ids.sales ? { ...node, speed: 9 } : node)),
    };
    await editDraft(world, ids.treeId, broken);
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
    const ids = await bankTree(world);
    const draft = await draftOf(world, ids.treeId);
    const edited = bigEdit(draft.menu, ids);
    await editDraft(world, ids.treeId, edited);
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
    const ids = await bankTree(world);
    const draft = await draftOf(world, ids.treeId);
    const edited = bigEdit(draft.menu, ids);
    await editDraft(world, ids.treeId, edited);
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

  it('lets a supervisor publish, a lead only follow, and keeps support out', async () => {
    const ids = await bankTree(world);
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
