import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvrLayout } from '@/core/api/ivr-designer-layout';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { startBff } from '../../test-support/bff-harness';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { LiveEditor } from '../../test-support/live-editor';
import { testDatabase } from '../../test-support/test-database';
import { auditEntries, expectProblem } from '../contact-center/contact-center-test-kit';
import {
  draftOf,
  editDraft,
  expectSameMenu,
  liveMenuOf,
  makeTree,
  okJson,
  talk,
  unique,
} from './ivr-designer-kit';

const dir = mkdtempSync(join(tmpdir(), 'ivr-drafts-'));
const database = testDatabase(dir);
let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ bff: { database: database.settings } });
});
afterAll(async () => {
  await world.sandbox.close();
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const withNode = (menu: IvrMenu, id: string, name: string): IvrMenu => ({
  ...menu,
  nodes: [...menu.nodes, talk(id, name, `Welcome to ${name}`)],
});

async function liveEditor(role: 'supervisor' | 'admin', treeId: string): Promise<LiveEditor> {
  const { cookie } = await world.signIn(role);
  return LiveEditor.open({ origin: world.bff.origin, treeId, cookie });
}

describe('IVR drafts', () => {
  it('starts from the live tree, and merges two editors’ edits made on the same revision', async () => {
    const { treeId } = await makeTree(
      world,
      unique('Draft tree'),
      [{ name: 'Welcome' }, { name: 'Sales' }],
      [{ node: 0, key: '1', action: { kind: 'node', next: 1 } }],
    );
    const first = await draftOf(world, treeId);
    const live = await liveMenuOf(world, treeId);
    expectSameMenu(first.menu, live);
    expectSameMenu(first.base, live);
    expect(first.revision).toBe(1);
    expect(first.updatedBy).toBe('supervisor');
    expect(first.clashes).toEqual([]);

    // Two browsers on revision 1 each add a node: both edits are kept (no "saved meanwhile" refusal).
    const alice = await liveEditor('supervisor', treeId);
    const bob = await liveEditor('admin', treeId);
    try {
      alice.edit((content) => ({ ...content, menu: withNode(content.menu, 'new-1', 'Support') }));
      bob.edit((content) => ({ ...content, menu: withNode(content.menu, 'new-2', 'Billing') }));
      const both = (editor: LiveEditor) =>
        ['new-1', 'new-2'].every((id) => editor.draft.menu.nodes.some((node) => node.id === id));
      await alice.until(() => both(alice) && both(bob), 10_000, 'both new nodes on both editors');
    } finally {
      alice.close();
      bob.close();
    }
    const merged = await draftOf(world, treeId);
    expectSameMenu(merged.menu, withNode(withNode(first.menu, 'new-1', 'Support'), 'new-2', 'Billing'));
    expect(merged.revision).toBe(3);
    expectSameMenu(merged.base, live);

    // Resetting makes it the live tree again (one more edit, seen by every editor).
    expect((await world.as('supervisor', 'DELETE', `/api/ivr/trees/${treeId}/draft`)).status).toBe(204);
    const fresh = await draftOf(world, treeId);
    expect(fresh.revision).toBe(4);
    expectSameMenu(fresh.menu, live);
    const audits = (await auditEntries(world, 'ivr-draft.discard')).filter(
      (entry) => entry.target === treeId,
    );
    expect(audits.map((entry) => entry.detail.result)).toEqual(['ok']);
  });

  it('keeps a key whose target node was deleted (flagged by validation, never a refused save)', async () => {
    const { treeId, nodeIds } = await makeTree(
      world,
      unique('Dangling'),
      [{ name: 'Root' }, { name: 'Leaf' }],
      [{ node: 0, key: '1', action: { kind: 'node', next: 1 } }],
    );
    const draft = await draftOf(world, treeId);
    const withoutLeaf: IvrMenu = {
      ...draft.menu,
      nodes: draft.menu.nodes.filter((node) => node.id !== nodeIds[1]),
    };
    const saved = await editDraft(world, treeId, withoutLeaf);
    expect(saved.menu.nodes.map((node) => node.id)).toEqual([nodeIds[0]]);
    expect(saved.menu.keys).toEqual([
      expect.objectContaining({ nodeId: nodeIds[0], action: { kind: 'node', nextNodeId: nodeIds[1] } }),
    ]);
  });

  it('answers 404 for a tree the service does not know', async () => {
    expectProblem(await world.as('supervisor', 'GET', '/api/ivr/trees/no-such-tree/draft'), 404);
  });

  it('reads the layout from the draft, which editors change live', async () => {
    const { treeId, nodeIds } = await makeTree(world, unique('Layout tree'), [{ name: 'Root' }]);
    const path = `/api/ivr/trees/${treeId}/layout`;
    expect(okJson<IvrLayout>(await world.as('lead', 'GET', path))).toEqual({ positions: {} });
    const draft = await draftOf(world, treeId);
    const positions = { [nodeIds[0]!]: { x: 10, y: 20.5 }, 'key:new-3': { x: -40, y: 0 } };
    await editDraft(world, treeId, draft.menu, positions);
    expect(okJson<IvrLayout>(await world.as('lead', 'GET', path))).toEqual({ positions });
    expect((await draftOf(world, treeId)).positions).toEqual(positions);
    // The whole-layout save is gone: positions change through the draft only.
    expect((await world.as('supervisor', 'PUT', path, { body: { positions: {} } })).status).toBe(404);
  });

  it('lets a lead read but not reset, and keeps support out', async () => {
    const { treeId } = await makeTree(world, unique('Roles tree'), [{ name: 'Root' }]);
    expect((await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/draft`)).status).toBe(200);
    expectProblem(await world.as('lead', 'DELETE', `/api/ivr/trees/${treeId}/draft`), 403);
    for (const path of ['draft', 'layout']) {
      expectProblem(await world.as('support', 'GET', `/api/ivr/trees/${treeId}/${path}`), 403);
    }
    // The presence heartbeat is gone: presence travels through the live channel.
    expect((await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/presence`)).status).toBe(404);
  });

  it('keeps the draft across a BFF restart on the same database', async () => {
    const { treeId } = await makeTree(world, unique('Restart tree'), [{ name: 'Root' }]);
    const draft = await draftOf(world, treeId);
    const edited = withNode(draft.menu, 'new-9', 'After restart');
    await editDraft(world, treeId, edited, { 'new-9': { x: 1, y: 2 } });

    await world.bff.close();
    const restarted = await startBff({
      database: database.settings,
      upstream: world.bff.app.services.upstream,
    });
    try {
      const { cookie, csrf } = await restarted.login('supervisor', 'role-user-password');
      const answer = await restarted.request('GET', `/api/ivr/trees/${treeId}/draft`, { cookie, csrf });
      const reloaded = okJson<{ menu: IvrMenu; revision: number }>(answer);
      expect(reloaded.revision).toBe(draft.revision + 1);
      expectSameMenu(reloaded.menu, edited);
      const editor = await LiveEditor.open({ origin: restarted.origin, treeId, cookie });
      try {
        expectSameMenu(editor.draft.menu, edited);
        expect(editor.draft.positions).toEqual({ 'new-9': { x: 1, y: 2 } });
      } finally {
        editor.close();
      }
    } finally {
      await restarted.close();
    }
  });
});
