import type { BrowserContext } from 'playwright-core';
import type { IvrGraph } from '../../src/core/api/ivr-graph';
import { menuOfGraph, type IvrMenu } from '../../src/core/ivr/ivr-menu';
import { asNewDraftMenu } from './seed-draft';

/** Runs `work` over `items`, a few at a time (the service is called once per node and per key). */
async function inParallel<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  width = 6,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** IVR trees for a benchmark, made through a running console's API with a signed-in browser context. */
export class BenchTrees {
  private readonly csrf: Record<string, string>;

  constructor(
    private readonly context: BrowserContext,
    private readonly origin: string,
  ) {
    this.csrf = { 'x-csrf': '1', origin };
  }

  async post(path: string, data: unknown): Promise<{ id: string }> {
    const response = await this.context.request.post(`${this.origin}/api${path}`, {
      data,
      headers: this.csrf,
    });
    if (!response.ok()) throw new Error(`POST ${path}: HTTP ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: string };
  }

  /** A live tree made node by node and key by key through the BFF, like a person's edits would. */
  async createLiveTree(menu: IvrMenu): Promise<string> {
    const { id: treeId } = await this.post('/ivr/trees', {
      name: `Bench ${menu.nodes.length} ${Date.now()}`,
    });
    const ids = new Map<string, string>();
    // The root first: the service makes the first node of a tree its root.
    const [root, ...rest] = menu.nodes;
    const createNode = async (node: IvrMenu['nodes'][number]) => {
      const { id: _local, ...body } = node;
      ids.set(node.id, (await this.post(`/ivr/trees/${treeId}/nodes`, body)).id);
    };
    if (root) await createNode(root);
    await inParallel(rest, createNode);
    await inParallel(menu.keys, async (key) => {
      const action =
        key.action.kind === 'node'
          ? { ...key.action, nextNodeId: ids.get(key.action.nextNodeId) }
          : key.action;
      await this.post(`/ivr/nodes/${ids.get(key.nodeId)}/keys`, { key: key.key, action });
    });
    return treeId;
  }

  /** A tree whose draft holds the menu (new- ids), for sizes too slow to create one request at a time. */
  async createDraftTree(menu: IvrMenu): Promise<string> {
    const { id: treeId } = await this.post('/ivr/trees', {
      name: `Bench draft ${menu.nodes.length} ${Date.now()}`,
    });
    const draft = await this.context.request.get(`${this.origin}/api/ivr/trees/${treeId}/draft`);
    const { revision } = (await draft.json()) as { revision: number };
    const saved = await this.context.request.put(`${this.origin}/api/ivr/trees/${treeId}/draft`, {
      data: { menu: asNewDraftMenu(menu), revision },
      headers: this.csrf,
    });
    if (!saved.ok()) throw new Error(`PUT draft: HTTP ${saved.status()} ${await saved.text()}`);
    return treeId;
  }

  /** The live menu of the tree with this name (the demo bank's, seeded by the sandbox). */
  async demoMenu(name: string): Promise<IvrMenu> {
    const list = await this.context.request.get(`${this.origin}/api/ivr/designer/trees`);
    const { items } = (await list.json()) as { items: { id: string; name: string }[] };
    const tree = items.find((candidate) => candidate.name === name);
    if (!tree) throw new Error(`no tree named ${name}`);
    const graph = await this.context.request.get(`${this.origin}/api/ivr/trees/${tree.id}/graph`);
    return menuOfGraph((await graph.json()) as IvrGraph);
  }
}
