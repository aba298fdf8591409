import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ivrDraftSchema, type IvrDraft } from '@/core/api/ivr-designer-drafts';
import { publishProgressSchema, type PublishProgress } from '@/core/api/ivr-designer-publishes';
import { ivrVersionListSchema } from '@/core/api/ivr-designer-versions';
import type { IvrGraph } from '@/core/api/ivr-graph';
import { menuOfGraph, type IvrMenu } from '@/core/ivr/ivr-menu';
import { postgresReachable } from '@server/db/test-support/postgres-test-schema';
import { renameCreated } from '../../ivr/id-remap';
import {
  startBffCluster,
  CLUSTER_ADMIN,
  type BffCluster,
  type BffInstance,
} from '../../test-support/bff-cluster';
import { createdIdsOf, expectSameMenu, talk, unique } from '../ivr/ivr-designer-kit';

const available = await postgresReachable();

let cluster: BffCluster;
let cookie: string;
beforeAll(async () => {
  if (!available) return;
  cluster = await startBffCluster(2);
  cookie = await cluster.instances[1]!.http.login(CLUSTER_ADMIN.username, CLUSTER_ADMIN.password);
}, 120_000);
afterAll(async () => {
  if (available) await cluster.close();
});

const a = () => cluster.instances[0]!;
const b = () => cluster.instances[1]!;

async function json<T>(instance: BffInstance, method: string, path: string, body?: unknown, status = 200) {
  const answer = await instance.http.request(method, path, {
    cookie,
    ...(body === undefined ? {} : { body }),
  });
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(status);
  return answer.json() as T;
}

async function newTree(instance: BffInstance, name: string): Promise<string> {
  const { id } = await json<{ id: string }>(instance, 'POST', '/api/ivr/trees', { name }, 201);
  const body = { name: 'Chào mừng', playMode: 'talk', playContent: 'Xin chào' };
  await json(instance, 'POST', `/api/ivr/trees/${id}/nodes`, body, 201);
  return id;
}

/** The draft with `count` new talk nodes, each reached by a key from the root. */
function grown(menu: IvrMenu, count: number): IvrMenu {
  const nodes = Array.from({ length: count }, (_, i) => talk(`new-n${i}`, `Nhánh ${i}`));
  const keys = nodes.map((node, i) => ({
    id: `new-k${i}`,
    nodeId: menu.rootNodeId!,
    key: String(i) as IvrMenu['keys'][number]['key'],
    action: { kind: 'node' as const, nextNodeId: node.id },
  }));
  return { ...menu, nodes: [...menu.nodes, ...nodes], keys: [...menu.keys, ...keys] };
}

const progressOn = async (instance: BffInstance, publishId: string) =>
  publishProgressSchema.parse(await json(instance, 'GET', `/api/ivr/publishes/${publishId}`));

async function until(check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!available)('the IVR designer on two instances', () => {
  it('shares drafts (with their revisions), publishes and versions', { timeout: 90_000 }, async () => {
    const treeId = await newTree(a(), unique('Shared draft'));
    const opened = ivrDraftSchema.parse(await json(b(), 'GET', `/api/ivr/trees/${treeId}/draft`));
    const edited = grown(opened.menu, 2);
    const saved = ivrDraftSchema.parse(
      await json(a(), 'PUT', `/api/ivr/trees/${treeId}/draft`, { menu: edited, revision: opened.revision }),
    );
    expect(ivrDraftSchema.parse(await json(b(), 'GET', `/api/ivr/trees/${treeId}/draft`))).toMatchObject({
      revision: saved.revision,
      menu: edited,
    });
    // A write through the other instance merges into the same document: both read it, revision up.
    const renamed = {
      ...edited,
      nodes: edited.nodes.map((node, i) => (i === 0 ? { ...node, name: 'Đổi tên' } : node)),
    };
    const merged = ivrDraftSchema.parse(
      await json(b(), 'PUT', `/api/ivr/trees/${treeId}/draft`, { menu: renamed }),
    );
    expect(merged.revision).toBeGreaterThan(saved.revision);
    expect(ivrDraftSchema.parse(await json(a(), 'GET', `/api/ivr/trees/${treeId}/draft`)).menu).toEqual(
      renamed,
    );

    const { publishId } = await json<{ publishId: string }>(
      a(),
      'POST',
      `/api/ivr/trees/${treeId}/publish`,
      { note: 'from A', revision: merged.revision },
      202,
    );
    let done: PublishProgress | undefined;
    await until(async () => (done = await progressOn(b(), publishId)).status !== 'running');
    expect(done?.status, done?.error ?? '').toBe('succeeded');
    const versions = ivrVersionListSchema.parse(await json(b(), 'GET', `/api/ivr/trees/${treeId}/versions`));
    expect(versions.items.length).toBeGreaterThanOrEqual(1);
    const live = menuOfGraph(await json<IvrGraph>(b(), 'GET', `/api/ivr/trees/${treeId}/graph`));
    expectSameMenu(live, renameCreated(renamed, createdIdsOf(done!)));
  });

  it(
    'a publish whose instance is killed mid-way is shown failed and resumable, and the other finishes it',
    { timeout: 150_000 },
    async () => {
      const treeId = await newTree(a(), unique('Killed publish'));
      const draft: IvrDraft = ivrDraftSchema.parse(await json(a(), 'GET', `/api/ivr/trees/${treeId}/draft`));
      const edited = grown(draft.menu, 8);
      const saved = ivrDraftSchema.parse(
        await json(a(), 'PUT', `/api/ivr/trees/${treeId}/draft`, { menu: edited, revision: draft.revision }),
      );
      // A slow service, so that the publish is still going when its instance dies.
      cluster.sandbox.deps.faults.set({
        ...cluster.sandbox.deps.faults.current,
        latencyMs: 250,
        methods: ['POST'],
        pathContains: '/v1/ivr',
      });
      const { publishId } = await json<{ publishId: string }>(
        a(),
        'POST',
        `/api/ivr/trees/${treeId}/publish`,
        { revision: saved.revision },
        202,
      );
      await until(async () => (await progressOn(b(), publishId)).applied >= 2);
      await a().kill();
      cluster.sandbox.deps.faults.reset();

      // Once the dead instance's lease has run out, the other shows what happened and offers to resume.
      let stopped: PublishProgress | undefined;
      await until(async () => (stopped = await progressOn(b(), publishId)).status !== 'running');
      expect(stopped).toMatchObject({ status: 'failed', resumable: true });
      expect(stopped!.applied).toBeLessThan(stopped!.total);
      await json(b(), 'POST', `/api/ivr/publishes/${publishId}/resume`, undefined, 202);
      let done: PublishProgress | undefined;
      await until(async () => (done = await progressOn(b(), publishId)).status !== 'running');
      expect(done?.status, done?.error ?? '').toBe('succeeded');

      // Every node and key exactly once: nothing the dead instance sent was applied twice or lost.
      const live = menuOfGraph(await json<IvrGraph>(b(), 'GET', `/api/ivr/trees/${treeId}/graph`));
      expect(live.nodes).toHaveLength(9);
      expect(live.keys).toHaveLength(8);
      expectSameMenu(live, renameCreated(edited, createdIdsOf(done!)));
      cluster.instances[0] = await cluster.startInstance();
    },
  );
});
