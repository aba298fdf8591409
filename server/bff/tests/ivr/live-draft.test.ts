import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { IvrDraft } from '@/core/api/ivr-designer-drafts';
import { LIVE_CLOSE } from '@/core/api/ivr-draft-live';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { LiveEditor, type LiveTarget } from '../../test-support/live-editor';
import { RawLiveSocket } from '../../test-support/raw-live-socket';
import { draftOf, makeTree, okJson, talk, unique } from './ivr-designer-kit';

let world: BffWithSandbox;
const open: { close: () => void }[] = [];
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(async () => {
  for (const editor of open) editor.close();
  await world.close();
});

async function target(
  role: 'supervisor' | 'lead' | 'support' | 'admin',
  treeId: string,
): Promise<LiveTarget> {
  const { cookie } = await world.signIn(role);
  return { origin: world.bff.origin, treeId, cookie };
}

async function editor(role: 'supervisor' | 'lead' | 'admin', treeId: string): Promise<LiveEditor> {
  const opened = await LiveEditor.open(await target(role, treeId));
  open.push(opened);
  return opened;
}

async function raw(liveTarget: LiveTarget): Promise<RawLiveSocket> {
  const socket = new RawLiveSocket(liveTarget);
  open.push(socket);
  return socket;
}

const promptOf = (draft: { menu: IvrDraft['menu'] }, nodeId: string) =>
  draft.menu.nodes.find((node) => node.id === nodeId)?.playContent;

function setPrompt(nodeId: string, text: string) {
  return (content: { menu: IvrDraft['menu']; positions: IvrDraft['positions'] }) => ({
    ...content,
    menu: {
      ...content.menu,
      nodes: content.menu.nodes.map((node) => (node.id === nodeId ? { ...node, playContent: text } : node)),
    },
  });
}

describe('the live draft channel', () => {
  it('passes each editor’s edits to the other, and a new editor and the REST read see them all', async () => {
    const { treeId, nodeIds } = await makeTree(world, unique('Live sync'), [
      { name: 'Root' },
      { name: 'Sales' },
    ]);
    const [root, sales] = nodeIds as [string, string];
    const alice = await editor('supervisor', treeId);
    const bob = await editor('admin', treeId);
    expect(alice.draft.menu.nodes.map((node) => node.id).sort()).toEqual([...nodeIds].sort());

    alice.edit(setPrompt(root, 'Xin chào từ Alice'));
    bob.edit(setPrompt(sales, 'Bộ phận bán hàng của Bob'));
    bob.edit((content) => ({
      menu: { ...content.menu, nodes: [...content.menu.nodes, talk('new-bob-1', 'Mới')] },
      positions: { ...content.positions, 'new-bob-1': { x: 10, y: 20 } },
    }));
    for (const seen of [alice, bob])
      await seen.until(
        () =>
          promptOf(seen.draft, root) === 'Xin chào từ Alice' &&
          promptOf(seen.draft, sales) === 'Bộ phận bán hàng của Bob' &&
          seen.draft.positions['new-bob-1']?.x === 10,
        10_000,
        'both edits on both editors',
      );

    const reloaded = await editor('supervisor', treeId);
    expect(promptOf(reloaded.draft, root)).toBe('Xin chào từ Alice');
    expect(promptOf(reloaded.draft, sales)).toBe('Bộ phận bán hàng của Bob');
    const draft = await draftOf(world, treeId);
    expect(promptOf(draft, root)).toBe('Xin chào từ Alice');
    expect(draft.menu.nodes.map((node) => node.id)).toContain('new-bob-1');
    expect(draft.positions['new-bob-1']).toEqual({ x: 10, y: 20 });
    expect(draft.base.nodes).toHaveLength(2);
    expect(draft.revision).toBeGreaterThanOrEqual(4);
  });

  it('lets `ivr:read` watch but refuses its every edit, changing nothing', async () => {
    const { treeId, nodeIds } = await makeTree(world, unique('Read only'), [{ name: 'Root' }]);
    const writer = await editor('supervisor', treeId);
    const watcher = await editor('lead', treeId);
    const before = await draftOf(world, treeId);
    watcher.edit(setPrompt(nodeIds[0]!, 'changed by a lead'));
    await watcher.until(() => watcher.notices.some((notice) => notice.code === 'readOnly'), 5000, 'readOnly');
    writer.edit(setPrompt(nodeIds[0]!, 'changed by the supervisor'));
    // The watcher still watches (its own refused edit stays local to it until it reloads).
    const reloaded = await editor('lead', treeId);
    await reloaded.until(() => promptOf(reloaded.draft, nodeIds[0]!) === 'changed by the supervisor');
    expect(watcher.provider.wsconnected).toBe(true);
    const after = await draftOf(world, treeId);
    expect(promptOf(after, nodeIds[0]!)).toBe('changed by the supervisor');
    expect(after.revision).toBe(before.revision + 1);
    expect(writer.notices).toEqual([]);
  });

  it('refuses garbage, forged and oversized updates without changing the draft or dropping others', async () => {
    const { treeId, nodeIds } = await makeTree(world, unique('Bad input'), [{ name: 'Root' }]);
    const root = nodeIds[0]!;
    const bystander = await editor('supervisor', treeId);
    const attacker = await raw(await target('admin', treeId));
    await attacker.ready();
    const doc = new Y.Doc();
    await attacker.syncInto(doc);
    const before = await draftOf(world, treeId);

    const forged = (change: (doc: Y.Doc) => void): Uint8Array => {
      const copy = new Y.Doc();
      Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
      const updates: Uint8Array[] = [];
      copy.on('update', (update: Uint8Array) => updates.push(update));
      copy.transact(() => change(copy));
      return Y.mergeUpdates(updates);
    };
    const nodeMap = (copy: Y.Doc) => copy.getMap<Y.Map<unknown>>('nodes').get(root)!;
    const attempts: [string, Uint8Array][] = [
      ['garbage', new Uint8Array([0, 2, 9, 250, 251, 252, 1, 2, 3])],
      ['a text in a node field', forged((copy) => nodeMap(copy).set('playContent', new Y.Text('x')))],
      ['a wrong field value', forged((copy) => nodeMap(copy).set('speed', 'fast'))],
      ['an unknown field', forged((copy) => nodeMap(copy).set('script', 'alert(1)'))],
      [
        'a node of another tree',
        forged((copy) => copy.getMap('nodes').set('65f0000000000000000000aa', new Y.Map())),
      ],
      ['a plain value as a node', forged((copy) => copy.getMap('nodes').set('new-x', 'not a map'))],
      ['an unknown root map', forged((copy) => copy.getMap('extra').set('a', 1))],
      ['a root array', forged((copy) => copy.getArray('nodes2').insert(0, [1]))],
      ['a service id', forged((copy) => copy.getMap('serviceIds').set('new-x', 'abc'))],
      [
        'the base',
        forged((copy) => copy.getMap('meta').set('base', { rootNodeId: null, nodes: [], keys: [] })),
      ],
      ['a non-finite position', forged((copy) => copy.getMap('positions').set(root, { x: 1, y: 'a' }))],
      ['binary content', forged((copy) => nodeMap(copy).set('name', new Uint8Array([1, 2])))],
    ];
    for (const [, update] of attempts) {
      if (update === attempts[0]![1]) attacker.send(update);
      else attacker.sendUpdate(update);
    }
    await bystander.until(() => attacker.notices.length >= attempts.length, 10_000, 'every refusal');
    expect(attacker.notices.map((notice) => notice.code)).toEqual(attempts.map(() => 'invalidUpdate'));
    expect(attacker.closeCode).toBeNull();

    const after = await draftOf(world, treeId);
    expect(after.menu).toEqual(before.menu);
    expect(after.positions).toEqual(before.positions);
    expect(after.revision).toBe(before.revision);

    // Over the message size limit: that socket is closed (1009), nothing changes, the others stay.
    const huge = await raw(await target('supervisor', treeId));
    await huge.ready();
    huge.sendUpdate(forged((copy) => nodeMap(copy).set('playContent', 'x'.repeat(17 * 1024 * 1024))));
    expect(await huge.closed).toBe(1009);
    bystander.edit(setPrompt(root, 'still here'));
    const check = await editor('supervisor', treeId);
    await check.until(() => promptOf(check.draft, root) === 'still here');
    expect(bystander.provider.wsconnected).toBe(true);
    expect((await draftOf(world, treeId)).revision).toBe(before.revision + 1);
  });

  it('refuses a foreign Origin, no session, a role without ivr:read and a missing tree with close codes', async () => {
    const { treeId } = await makeTree(world, unique('Refusals'), [{ name: 'Root' }]);
    const foreign = await raw({
      ...(await target('supervisor', treeId)),
      originHeader: 'https://evil.example',
    });
    const anonymous = await raw({ origin: world.bff.origin, treeId, cookie: '' });
    const support = await raw(await target('support', treeId));
    const missing = await raw(await target('supervisor', '65f00000000000000000dead'));
    expect(await foreign.closed).toBe(LIVE_CLOSE.forbidden);
    expect(await anonymous.closed).toBe(LIVE_CLOSE.signedOut);
    expect(await support.closed).toBe(LIVE_CLOSE.forbidden);
    expect(await missing.closed).toBe(LIVE_CLOSE.treeMissing);
  });

  it('shows who is in the draft and forgets them once their socket closes', async () => {
    const { treeId } = await makeTree(world, unique('Presence'), [{ name: 'Root' }]);
    const alice = await editor('supervisor', treeId);
    const bob = await editor('lead', treeId);
    const me = (await world.as('supervisor', 'GET', '/api/auth/me').then((answer) => answer.json())) as {
      user: { id: string };
    };
    alice.provider.awareness.setLocalState({
      user: { id: me.user.id, name: 'Alice', color: '#aa3300' },
      selection: ['a'],
      cursor: { x: 1, y: 2 },
    });
    const aliceId = alice.doc.clientID;
    await bob.until(() => bob.provider.awareness.getStates().has(aliceId), 5000, 'Alice’s presence');
    const draft = await draftOf(world, treeId);
    expect(draft.editors.map((who) => who.userId)).toEqual([me.user.id]);

    // Presence of someone else is refused.
    bob.provider.awareness.setLocalState({ user: { id: me.user.id, name: 'Not Bob', color: '#000000' } });
    await bob.until(() => bob.notices.some((notice) => notice.code === 'invalidUpdate'), 5000, 'refusal');

    alice.close();
    const closedAt = Date.now();
    await bob.until(() => !bob.provider.awareness.getStates().has(aliceId), 5000, 'Alice gone');
    expect(Date.now() - closedAt).toBeLessThan(5000);
    expect((await draftOf(world, treeId)).editors).toEqual([]);
  });

  it('closes the sockets of a session that signs out, and of a user whose role is lowered', async () => {
    const { treeId } = await makeTree(world, unique('Sign out'), [{ name: 'Root' }]);
    const username = `live${Date.now() % 1_000_000}`;
    const password = 'a-long-enough-password-1';
    const created = await world.as('admin', 'POST', '/api/admin/users', {
      body: { username, displayName: 'Live user', role: 'supervisor', password },
    });
    const { id: userId } = okJson<{ id: string }>(created, 201);
    const first = await world.bff.login(username, password);
    const second = await world.bff.login(username, password);

    const signingOut = await raw({ origin: world.bff.origin, treeId, cookie: first.cookie });
    const lowered = await raw({ origin: world.bff.origin, treeId, cookie: second.cookie });
    await signingOut.ready();
    await lowered.ready();
    const out = await world.bff.request('POST', '/api/auth/logout', { cookie: first.cookie, csrf: true });
    expect(out.status).toBeLessThan(300);
    const outAt = Date.now();
    expect(await signingOut.closed).toBe(LIVE_CLOSE.signedOut);
    expect(Date.now() - outAt).toBeLessThan(3000);

    const patch = await world.as('admin', 'PATCH', `/api/admin/users/${userId}`, { body: { role: 'lead' } });
    expect(patch.status, patch.text).toBe(200);
    expect(await lowered.closed).toBe(LIVE_CLOSE.forbidden);
  });

  it('resets the draft to the live tree for every open editor', async () => {
    const { treeId, nodeIds } = await makeTree(world, unique('Reset'), [{ name: 'Root' }]);
    const alice = await editor('supervisor', treeId);
    alice.edit(setPrompt(nodeIds[0]!, 'draft text'));
    await alice.until(() => promptOf(alice.draft, nodeIds[0]!) === 'draft text');
    const other = await editor('supervisor', treeId);
    expect(promptOf(other.draft, nodeIds[0]!)).toBe('draft text');
    const reset = await world.as('supervisor', 'DELETE', `/api/ivr/trees/${treeId}/draft`);
    expect(reset.status).toBe(204);
    for (const seen of [alice, other])
      await seen.until(() => promptOf(seen.draft, nodeIds[0]!) === 'This is Root', 5000, 'the reset');
  });
});
