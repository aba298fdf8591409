import { performance } from 'node:perf_hooks';
import { IVR_NODE_SETTING_DEFAULTS } from '../../src/core/api/ivr-nodes';
import type { IvrMenu, MenuKey, MenuNode } from '../../src/core/ivr/ivr-menu';
import { LiveEditor } from '../../server/bff/test-support/live-editor';

/** The co-editing benchmark's drafts (bench/collab.ts): a new tree, filled with a big menu over the live channel. */

export const talkNode = (id: string, name: string): MenuNode => ({
  id,
  name,
  playMode: 'talk',
  playContent: `Đây là ${name}`,
  ...IVR_NODE_SETTING_DEFAULTS,
});

/** A binary tree of `count` nodes: node k leads to 2k+1 (key 1) and 2k+2 (key 2). */
export function bigMenu(count: number): IvrMenu {
  const nodes = Array.from({ length: count }, (_, k) => talkNode(`new-n${k}`, `Nút ${k}`));
  const keys: MenuKey[] = [];
  for (let k = 0; k < count; k++)
    for (const [digit, child] of [
      ['1', 2 * k + 1],
      ['2', 2 * k + 2],
    ] as const)
      if (child < count)
        keys.push({
          id: `new-k${k}-${digit}`,
          nodeId: `new-n${k}`,
          key: digit,
          action: { kind: 'node', nextNodeId: `new-n${child}` },
        });
  return { rootNodeId: 'new-n0', nodes, keys };
}

export async function newTree(origin: string, cookie: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-csrf': '1', origin, cookie };
  const created = await fetch(`${origin}/api/ivr/trees`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Collab ${Date.now()}` }),
  });
  if (created.status !== 201) throw new Error(`tree create answered ${created.status}`);
  return ((await created.json()) as { id: string }).id;
}

/** Fills the draft with a `count`-node menu; answers how long the load and first sync took. */
export async function seed(origin: string, cookie: string, treeId: string, count: number): Promise<number> {
  const seeder = await LiveEditor.open({ origin, treeId, cookie }, 120_000);
  const positions = Object.fromEntries(
    Array.from({ length: count }, (_, k) => [`new-n${k}`, { x: k * 10, y: 0 }]),
  );
  seeder.edit(() => ({ menu: bigMenu(count), positions }));
  const started = performance.now();
  const reader = await LiveEditor.open({ origin, treeId, cookie }, 60_000);
  await reader.until(() => reader.doc.getMap('nodes').size >= count, 60_000, 'the seeded draft');
  const took = performance.now() - started;
  reader.close();
  seeder.close();
  return took;
}
