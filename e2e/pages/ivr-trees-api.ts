import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import type { IvrMenu } from '../../src/core/ivr/ivr-menu';
import { exportMenu } from '../../src/core/ivr/transfer/menu-export';
import type { Positions } from '../../src/features/ivr-designer/flow/flow-types';

/**
 * The BFF's IVR routes through the page's own request context (the signed-in session), for what a test
 * sets up or checks outside the screen under test: a menu's nodes, a change made "elsewhere".
 */
export class IvrTreesApi {
  constructor(
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {}

  private headers() {
    return { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(this.baseURL).origin };
  }

  async send(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<APIResponse> {
    return this.request.fetch(`/api${path}`, { method, data, headers: this.headers() });
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.request.get(`/api${path}`);
    expect(response.ok(), `GET ${path}: HTTP ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** Imports a menu as a new tree, as the trees page's "import from file" does; its id. */
  async importMenu(name: string, menu: IvrMenu, positions?: Positions): Promise<string> {
    const response = await this.send('POST', '/ivr/trees/import', {
      name,
      document: exportMenu(name, menu, positions ? { positions } : {}),
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { treeId: string }).treeId;
  }

  async createNode(treeId: string, name: string, text = `Xin chào, đây là ${name}`): Promise<string> {
    const response = await this.send('POST', `/ivr/trees/${treeId}/nodes`, {
      name,
      playMode: 'talk',
      playContent: text,
    });
    expect(response.status(), `creating node ${name}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async createKey(nodeId: string, key: string, action: Record<string, unknown>): Promise<string> {
    const response = await this.send('POST', `/ivr/nodes/${nodeId}/keys`, { key, action });
    expect(response.status(), `creating key ${key}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async treeIdByName(name: string): Promise<string> {
    const page = await this.get<{ items: { id: string; name: string }[] }>('/ivr/trees?pageSize=100');
    const tree = page.items.find((item) => item.name === name);
    if (!tree) throw new Error(`no tree named ${name}`);
    return tree.id;
  }

  async graph(treeId: string) {
    return this.get<{
      tree: { name: string; rootNodeId: string | null };
      nodes: { id: string; name: string; playContent: string }[];
      keys: { id: string; nodeId: string; key: string }[];
    }>(`/ivr/trees/${treeId}/graph`);
  }

  /** A live menu of three nodes: a greeting whose 1 goes to sales and 2 to support, each hanging up on 0. */
  async seedSmallMenu(treeId: string): Promise<{ root: string; sales: string; support: string }> {
    const root = await this.createNode(treeId, 'Lời chào');
    const sales = await this.createNode(treeId, 'Kinh doanh');
    const support = await this.createNode(treeId, 'Hỗ trợ');
    await this.createKey(root, '1', { kind: 'node', nextNodeId: sales });
    await this.createKey(root, '2', { kind: 'node', nextNodeId: support });
    await this.createKey(sales, '0', { kind: 'hangup' });
    await this.createKey(support, '0', { kind: 'hangup' });
    return { root, sales, support };
  }
}
