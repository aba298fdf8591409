import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishProgress } from '@/core/api/ivr-designer-publishes';
import type { IvrGraph } from '@/core/api/ivr-graph';
import { menuOfGraph, type IvrMenu } from '@/core/ivr/ivr-menu';
import { renameCreated } from '../../ivr/id-remap';
import { startBff, type RunningBff } from '../../test-support/bff-harness';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { testDatabase } from '../../test-support/test-database';
import {
  clearFaults,
  createdIdsOf,
  draftOf,
  editDraft,
  expectSameMenu,
  injectFault,
  makeTree,
  okJson,
  publishDraft,
  talk,
  unique,
} from './ivr-designer-kit';

const dir = mkdtempSync(join(tmpdir(), 'ivr-restart-'));
const database = testDatabase(dir);
let world: BffWithSandbox;
let restarted: RunningBff | null = null;
beforeAll(async () => {
  world = await startBffWithSandbox({ bff: { database: database.settings } });
});
afterAll(async () => {
  await restarted?.close();
  await world.sandbox.close();
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** Ten new nodes, each with a key from the root: a publish of twenty calls. */
function grow(menu: IvrMenu): IvrMenu {
  const root = menu.rootNodeId!;
  const nodes = Array.from({ length: 10 }, (_, i) => talk(`new-n${i}`, `Branch ${i}`));
  const keys = nodes.map((node, i) => ({
    id: `new-k${i}`,
    nodeId: root,
    key: String(i) as IvrMenu['keys'][number]['key'],
    action: { kind: 'node' as const, nextNodeId: node.id },
  }));
  return { ...menu, nodes: [...menu.nodes, ...nodes], keys: [...menu.keys, ...keys] };
}

describe('a publish interrupted by a BFF restart', () => {
  it('shows as failed and resumable on the next instance, and resuming completes it', async () => {
    const { treeId } = await makeTree(world, unique('Restart publish'), [{ name: 'Root' }]);
    const draft = await draftOf(world, treeId);
    const edited = grow(draft.menu);
    await editDraft(world, treeId, edited);
    // Slow enough (20 calls, 8 s at least) that the restart below lands mid-publish on a busy machine.
    await injectFault(world, { latencyMs: 400, methods: ['POST'], pathContains: '/v1/ivr' });

    const publishId = await publishDraft(world, treeId);
    const progressOn = async (bff: RunningBff, session: { cookie: string; csrf: string }) =>
      okJson<PublishProgress>(await bff.request('GET', `/api/ivr/publishes/${publishId}`, session));
    for (let tries = 0; tries < 100; tries++) {
      const progress = okJson<PublishProgress>(
        await world.as('lead', 'GET', `/api/ivr/publishes/${publishId}`),
      );
      if (progress.applied >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await world.bff.close();
    await clearFaults(world);

    restarted = await startBff({ database: database.settings, upstream: world.bff.app.services.upstream });
    const session = await restarted.login('supervisor', 'role-user-password');
    const stopped = await progressOn(restarted, session);
    expect(stopped.status).toBe('failed');
    expect(stopped.resumable).toBe(true);
    expect(stopped.error).toMatch(/stopped before the publish finished/);
    expect(stopped.applied).toBeGreaterThanOrEqual(2);
    expect(stopped.applied).toBeLessThan(stopped.total);

    const resume = await restarted.request('POST', `/api/ivr/publishes/${publishId}/resume`, session);
    expect(resume.status, resume.text).toBe(202);
    let done = stopped;
    for (
      let tries = 0;
      tries < 200 && (done = await progressOn(restarted, session)).status === 'running';
      tries++
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done.status, done.error ?? '').toBe('succeeded');
    const graph = await restarted.request('GET', `/api/ivr/trees/${treeId}/graph`, session);
    const live = menuOfGraph(okJson<IvrGraph>(graph));
    expectSameMenu(live, renameCreated(edited, createdIdsOf(done)));
    expect(live.nodes).toHaveLength(11);
  });

  it('reads a publish whose instance died (lease run out) as failed and resumable', async () => {
    const bff = restarted!;
    const session = await bff.login('supervisor', 'role-user-password');
    const { id: treeId } = okJson<{ id: string }>(
      await bff.request('POST', '/api/ivr/trees', { ...session, body: { name: unique('Dead instance') } }),
      201,
    );
    const started = await bff.request('GET', `/api/ivr/trees/${treeId}/draft`, session);
    const { revision } = okJson<{ revision: number }>(started);
    const publish = await bff.request('POST', `/api/ivr/trees/${treeId}/publish`, {
      ...session,
      body: { revision },
    });
    const { publishId } = okJson<{ publishId: string }>(publish, 202);
    // As if another instance had claimed it and then died without a word.
    await bff.appDb.db
      .updateTable('ivr_publishes')
      .set({ status: 'running', lease_owner: 'gone/1', lease_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', publishId)
      .execute();
    const progress = okJson<PublishProgress>(
      await bff.request('GET', `/api/ivr/publishes/${publishId}`, session),
    );
    expect(progress).toMatchObject({ status: 'failed', resumable: true });
    const resume = await bff.request('POST', `/api/ivr/publishes/${publishId}/resume`, session);
    expect(resume.status, resume.text).toBe(202);
  });
});
