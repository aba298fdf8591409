import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftConflictProblem, IvrEditors } from '../../../../src/core/api/ivr-designer-drafts';
import type { IvrLayout } from '../../../../src/core/api/ivr-designer-layout';
import type { IvrMenu } from '../../../../src/core/ivr/ivr-menu';
import { startBff } from '../../test-support/bff-harness';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { testDatabase } from '../../test-support/test-database';
import { auditEntries, expectFieldErrors, expectProblem } from '../contact-center/contact-center-test-kit';
import { draftOf, expectSameMenu, liveMenuOf, makeTree, okJson, saveDraft, unique } from './ivr-designer-kit';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  nodes: [
    ...menu.nodes,
    {
      id,
      name,
      playMode: 'talk',
      playContent: `Welcome to ${name}`,
      bargeIn: true,
      loopCount: 1,
      delayMs: 0,
      voice: 'hn_female_thutrang_phrase_48k-hsmm',
      speed: 0,
      keypressTimeoutSeconds: 5,
    },
  ],
});

describe('IVR drafts', () => {
  it('starts from the live tree, saves over its revision and refuses a stale save with the current draft', async () => {
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

    const edited = withNode(first.menu, 'new-1', 'Support');
    const saved = await saveDraft(world, treeId, edited, 1);
    expect(saved.revision).toBe(2);
    expectSameMenu(saved.menu, edited);
    expectSameMenu((await draftOf(world, treeId)).menu, edited);

    // A second browser still on revision 1 cannot silently overwrite the save.
    const stale = await world.as('admin', 'PUT', `/api/ivr/trees/${treeId}/draft`, {
      body: { menu: withNode(first.menu, 'new-2', 'Billing'), revision: 1 },
    });
    const conflict = expectProblem(stale, 409) as unknown as DraftConflictProblem;
    expect(conflict.current.revision).toBe(2);
    expectSameMenu(conflict.current.menu, edited);
    expectSameMenu((await draftOf(world, treeId)).menu, edited);
    const audits = (await auditEntries(world, 'ivr-draft.save')).filter((entry) => entry.target === treeId);
    expect(audits.map((entry) => entry.detail.result)).toEqual(['ok', 'failed']);

    // Discarding starts again from the live tree.
    expect((await world.as('supervisor', 'DELETE', `/api/ivr/trees/${treeId}/draft`)).status).toBe(204);
    const fresh = await draftOf(world, treeId);
    expect(fresh.revision).toBe(1);
    expectSameMenu(fresh.menu, live);
  });

  it('refuses ids that are neither live nor new, and dangling references, changing nothing', async () => {
    const { treeId, nodeIds } = await makeTree(world, unique('Checked tree'), [{ name: 'Root' }]);
    const draft = await draftOf(world, treeId);
    const put = (menu: unknown) =>
      world.as('supervisor', 'PUT', `/api/ivr/trees/${treeId}/draft`, { body: { menu, revision: 1 } });

    expectFieldErrors(await put(withNode(draft.menu, 'made-up-id', 'Odd')), ['nodes.1.id']);
    const dangling: IvrMenu = {
      ...draft.menu,
      keys: [
        { id: 'new-k', nodeId: nodeIds[0]!, key: '1', action: { kind: 'node', nextNodeId: 'new-missing' } },
        { id: 'new-k2', nodeId: 'new-nowhere', key: '2', action: { kind: 'hangup' } },
      ],
    };
    expectFieldErrors(await put(dangling), ['keys.0.action.nextNodeId', 'keys.1.nodeId']);
    expectFieldErrors(await put({ ...draft.menu, rootNodeId: 'new-ghost' }), ['rootNodeId']);
    expectFieldErrors(await put({ ...draft.menu, nodes: [{ id: 'new-x' }] }), ['menu.nodes.0.name']);
    expectFieldErrors(
      await world.as('supervisor', 'PUT', `/api/ivr/trees/${treeId}/draft`, { body: { menu: draft.menu } }),
      ['revision'],
    );
    const after = await draftOf(world, treeId);
    expect(after.revision).toBe(1);
    expectSameMenu(after.menu, draft.menu);
  });

  it('answers 404 for a tree the service does not know', async () => {
    expectProblem(await world.as('supervisor', 'GET', '/api/ivr/trees/no-such-tree/draft'), 404);
  });

  it('keeps presence: fresh editors for 45 s after their last heartbeat', async () => {
    const { treeId } = await makeTree(world, unique('Presence tree'), [{ name: 'Root' }]);
    const beat = async (role: 'supervisor' | 'lead' | 'admin') =>
      okJson<IvrEditors>(await world.as(role, 'POST', `/api/ivr/trees/${treeId}/presence`)).editors;
    expect((await beat('supervisor')).map((editor) => editor.username)).toEqual(['supervisor']);
    world.bff.clock.advance(0.5);
    const both = await beat('lead');
    expect(both.map((editor) => editor.username)).toEqual(['supervisor', 'lead']);
    expect(both[0]!.since).toBeLessThan(both[1]!.since);
    expect((await draftOf(world, treeId)).editors.map((editor) => editor.username)).toEqual([
      'supervisor',
      'lead',
    ]);
    world.bff.clock.advance(0.5); // supervisor silent for 60 s, lead for 30 s
    expect((await draftOf(world, treeId)).editors.map((editor) => editor.username)).toEqual(['lead']);
    expect((await beat('supervisor')).map((editor) => editor.username)).toEqual(['lead', 'supervisor']);
  });

  it('saves a layout and refuses a malformed one', async () => {
    const { treeId, nodeIds } = await makeTree(world, unique('Layout tree'), [{ name: 'Root' }]);
    const path = `/api/ivr/trees/${treeId}/layout`;
    expect(okJson<IvrLayout>(await world.as('lead', 'GET', path))).toEqual({ positions: {} });
    const positions = { [nodeIds[0]!]: { x: 10, y: 20.5 }, 'key:new-3': { x: -40, y: 0 } };
    expect(okJson<IvrLayout>(await world.as('supervisor', 'PUT', path, { body: { positions } }))).toEqual({
      positions,
    });
    expectFieldErrors(
      await world.as('supervisor', 'PUT', path, { body: { positions: { a: { x: 'left', y: 1 } } } }),
      ['positions.a.x'],
    );
    expect(okJson<IvrLayout>(await world.as('lead', 'GET', path))).toEqual({ positions });
  });

  it('lets a lead read but not write, and keeps support out', async () => {
    const { treeId } = await makeTree(world, unique('Roles tree'), [{ name: 'Root' }]);
    const draft = await draftOf(world, treeId);
    expect((await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/draft`)).status).toBe(200);
    const body = { menu: draft.menu, revision: draft.revision };
    expectProblem(await world.as('lead', 'PUT', `/api/ivr/trees/${treeId}/draft`, { body }), 403);
    expectProblem(await world.as('lead', 'DELETE', `/api/ivr/trees/${treeId}/draft`), 403);
    expectProblem(
      await world.as('lead', 'PUT', `/api/ivr/trees/${treeId}/layout`, { body: { positions: {} } }),
      403,
    );
    for (const path of ['draft', 'layout']) {
      expectProblem(await world.as('support', 'GET', `/api/ivr/trees/${treeId}/${path}`), 403);
    }
    expectProblem(await world.as('support', 'POST', `/api/ivr/trees/${treeId}/presence`), 403);
  });

  it('keeps the draft across a BFF restart on the same database', async () => {
    const { treeId } = await makeTree(world, unique('Restart tree'), [{ name: 'Root' }]);
    const draft = await draftOf(world, treeId);
    const edited = withNode(draft.menu, 'new-9', 'After restart');
    await saveDraft(world, treeId, edited, draft.revision);

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
    } finally {
      await restarted.close();
    }
  });
});
