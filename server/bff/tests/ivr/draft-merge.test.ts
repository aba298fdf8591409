import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvrDraft } from '@/core/api/ivr-designer-drafts';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { expectFieldErrors, expectProblem } from '../contact-center/contact-center-test-kit';
import {
  draftOf,
  editDraft,
  expectSameMenu,
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

/** A tree whose Sales node the draft and someone outside the console both change, each their way. */
async function divergedTree(draftChange: Record<string, string>, liveChange: Record<string, string>) {
  const { treeId, nodeIds } = await makeTree(
    world,
    unique('Merge'),
    [{ name: 'Welcome' }, { name: 'Sales' }],
    [{ node: 0, key: '1', action: { kind: 'node', next: 1 } }],
  );
  const sales = nodeIds[1]!;
  const draft = await draftOf(world, treeId);
  await editDraft(world, treeId, {
    ...draft.menu,
    nodes: draft.menu.nodes.map((node) => (node.id === sales ? { ...node, ...draftChange } : node)),
  });
  const changed = await world.as('supervisor', 'PUT', `/api/ivr/nodes/${sales}`, { body: liveChange });
  expect(changed.status, changed.text).toBe(204);
  return { treeId, sales };
}

const merge = (treeId: string, choices: unknown[] = [], role: 'supervisor' | 'lead' = 'supervisor') =>
  world.as(role, 'POST', `/api/ivr/trees/${treeId}/draft/merge`, { body: { choices } });

describe('merging the live tree into the draft', () => {
  it('takes changes that do not overlap from both sides, moves the base, and lets the publish through', async () => {
    const { treeId, sales } = await divergedTree(
      { playContent: 'Draft prompt' },
      { name: 'Sales (outside)' },
    );
    const { revision } = await draftOf(world, treeId);
    const refused = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/publish`, {
      body: { note: 'before the merge', revision },
    });
    expectProblem(refused, 409);

    const merged = okJson<IvrDraft>(await merge(treeId));
    const live = await liveMenuOf(world, treeId);
    expectSameMenu(merged.base, live);
    expect(merged.menu.nodes.find((node) => node.id === sales)).toMatchObject({
      name: 'Sales (outside)',
      playContent: 'Draft prompt',
    });
    expect((await draftOf(world, treeId)).revision).toBe(merged.revision);

    expect((await settled(world, await publishDraft(world, treeId))).status).toBe('succeeded');
    expect((await liveMenuOf(world, treeId)).nodes.find((node) => node.id === sales)).toMatchObject({
      name: 'Sales (outside)',
      playContent: 'Draft prompt',
    });
  });

  it('settles each overlapping field as chosen, mine by default', async () => {
    const { treeId, sales } = await divergedTree(
      { name: 'Sales (draft)', playContent: 'Draft prompt' },
      { name: 'Sales (outside)', playContent: 'Outside prompt' },
    );
    const merged = okJson<IvrDraft>(
      await merge(treeId, [{ conflictId: `node:${sales}:playContent`, keep: 'theirs' }]),
    );
    expect(merged.menu.nodes.find((node) => node.id === sales)).toMatchObject({
      name: 'Sales (draft)',
      playContent: 'Outside prompt',
    });
    expect((await settled(world, await publishDraft(world, treeId))).status).toBe('succeeded');
  });

  it('refuses bad choices and read-only roles, changing nothing', async () => {
    const { treeId } = await divergedTree({ playContent: 'Draft prompt' }, { name: 'Sales (outside)' });
    const before = await draftOf(world, treeId);
    expectFieldErrors(await merge(treeId, [{ conflictId: 'node:x:name', keep: 'both' }]), ['choices.0.keep']);
    expectProblem(await merge(treeId, [], 'lead'), 403);
    expect((await draftOf(world, treeId)).revision).toBe(before.revision);
  });
});
