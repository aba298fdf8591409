import { expect } from 'vitest';
import type { IvrDraft } from '@/core/api/ivr-designer-drafts';
import type { PublishProgress } from '@/core/api/ivr-designer-publishes';
import type { KeypressActionInput } from '@/core/api/ivr-keypresses';
import { menuOfGraph, type IvrMenu } from '@/core/ivr/ivr-menu';
import type { IvrGraph } from '@/core/api/ivr-graph';
import type { CardPositions } from '@/core/ivr/draft-doc/draft-doc-shape';
import { sameMenu } from '../../ivr/menu-json';
import type { Answer } from '../../test-support/bff-harness';
import { LiveEditor } from '../../test-support/live-editor';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';

/** Helpers the designer tests share: trees built through the plain routes, drafts, publishes, faults. */

export function okJson<T>(answer: Answer, status = 200): T {
  expect(answer.status, answer.text).toBe(status);
  return answer.json() as T;
}

export type NodeSpec = { name: string; text?: string };

/** A tree with talk nodes (the first becomes root) and keys on them, made through the BFF's plain routes. */
export async function makeTree(
  world: BffWithSandbox,
  name: string,
  nodes: NodeSpec[],
  keys: { node: number; key: string; action: KeypressActionInput | { kind: 'node'; next: number } }[] = [],
): Promise<{ treeId: string; nodeIds: string[] }> {
  const { id: treeId } = okJson<{ id: string }>(
    await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name } }),
    201,
  );
  const nodeIds: string[] = [];
  for (const node of nodes) {
    const body = { name: node.name, playMode: 'talk', playContent: node.text ?? `This is ${node.name}` };
    const created = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/nodes`, { body });
    nodeIds.push(okJson<{ id: string }>(created, 201).id);
  }
  for (const key of keys) {
    const action = 'next' in key.action ? { kind: 'node', nextNodeId: nodeIds[key.action.next] } : key.action;
    const created = await world.as('supervisor', 'POST', `/api/ivr/nodes/${nodeIds[key.node]}/keys`, {
      body: { key: key.key, action },
    });
    okJson(created, 201);
  }
  return { treeId, nodeIds };
}

export async function liveMenuOf(world: BffWithSandbox, treeId: string): Promise<IvrMenu> {
  return menuOfGraph(okJson<IvrGraph>(await world.as('lead', 'GET', `/api/ivr/trees/${treeId}/graph`)));
}

export async function draftOf(world: BffWithSandbox, treeId: string): Promise<IvrDraft> {
  return okJson<IvrDraft>(await world.as('supervisor', 'GET', `/api/ivr/trees/${treeId}/draft`));
}

/**
 * Makes the draft hold `menu` as an editor does: through the live channel (a headless editor writes the
 * difference), then waits until the BFF's read of the draft holds it (stored).
 */
export async function editDraft(
  world: BffWithSandbox,
  treeId: string,
  menu: IvrMenu,
  positions?: CardPositions,
): Promise<IvrDraft> {
  const before = await draftOf(world, treeId);
  const { cookie } = await world.signIn('supervisor');
  const editor = await LiveEditor.open({ origin: world.bff.origin, treeId, cookie });
  try {
    editor.edit((content) => ({ menu, positions: positions ?? content.positions }));
    for (let attempt = 0; attempt < 400; attempt++) {
      const draft = await draftOf(world, treeId);
      if (draft.revision > before.revision && sameMenu(draft.menu, menu)) return draft;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the draft of ${treeId} never held the edit`);
  } finally {
    editor.close();
  }
}

/** Waits until the publish has left `running` (polling, as the designer does). */
export async function settled(world: BffWithSandbox, publishId: string): Promise<PublishProgress> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const progress = okJson<PublishProgress>(
      await world.as('lead', 'GET', `/api/ivr/publishes/${publishId}`),
    );
    if (progress.status !== 'running') return progress;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`publish ${publishId} still running`);
}

/** Makes the embedded sandbox fail on purpose (PUT /__sandbox/faults with a service token). */
export async function injectFault(world: BffWithSandbox, fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${world.sandbox.origin}/__sandbox/faults`, {
    method: 'PUT',
    headers: { 'x-service-auth': await world.sandbox.token(), 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status, await response.text()).toBeLessThan(300);
}

export async function clearFaults(world: BffWithSandbox): Promise<void> {
  await fetch(`${world.sandbox.origin}/__sandbox/faults`, {
    method: 'DELETE',
    headers: { 'x-service-auth': await world.sandbox.token() },
  });
}

/** Two menus equal up to the order of their lists. */
export function expectSameMenu(actual: IvrMenu, expected: IvrMenu): void {
  const sorted = (menu: IvrMenu) => ({
    rootNodeId: menu.rootNodeId,
    nodes: [...menu.nodes].sort((a, b) => a.id.localeCompare(b.id)),
    keys: [...menu.keys].sort((a, b) => a.id.localeCompare(b.id)),
  });
  expect(sorted(actual)).toEqual(sorted(expected));
}

export const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export const talk = (id: string, name: string, text = `Đây là ${name}`): IvrMenu['nodes'][number] => ({
  id,
  name,
  playMode: 'talk',
  playContent: text,
  bargeIn: true,
  loopCount: 1,
  delayMs: 0,
  voice: 'hn_female_thutrang_phrase_48k-hsmm',
  speed: 0,
  keypressTimeoutSeconds: 5,
});

/** The draft ids of a publish's creates, mapped to the ids the service gave (from the journal). */
export function createdIdsOf(progress: PublishProgress): Map<string, string> {
  const ids = new Map<string, string>();
  for (const entry of progress.operations) {
    const { operation } = entry;
    if ((operation.op === 'createNode' || operation.op === 'createKey') && entry.createdId)
      ids.set(operation.ref, entry.createdId);
  }
  return ids;
}

export async function publishDraft(world: BffWithSandbox, treeId: string, note = 'test publish') {
  const draft = await draftOf(world, treeId);
  const answer = await world.as('supervisor', 'POST', `/api/ivr/trees/${treeId}/publish`, {
    body: { note, revision: draft.revision },
  });
  return okJson<{ publishId: string }>(answer, 202).publishId;
}
