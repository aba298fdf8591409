import { expect } from '@playwright/test';
import type { IvrDraft } from '../../src/core/api/ivr-designer-drafts';
import type { IvrMenu, MenuKey, MenuNode } from '../../src/core/ivr/ivr-menu';
import { IvrTreesApi } from './ivr-trees-api';

let counter = 0;
const localId = () => `new-e2e-${Date.now().toString(36)}-${++counter}`;

/** A spoken node as a draft holds it before it is published (a local `new-` id). */
export function draftNode(name: string, text = `Đây là ${name}`): MenuNode {
  return {
    id: localId(),
    name,
    playMode: 'talk',
    playContent: text,
    bargeIn: true,
    loopCount: 1,
    delayMs: 0,
    voice: 'hn_female_thutrang_phrase_48k-hsmm',
    speed: 0,
    keypressTimeoutSeconds: 5,
  };
}

export function draftKey(nodeId: string, key: MenuKey['key'], action: MenuKey['action']): MenuKey {
  return { id: localId(), nodeId, key, action };
}

/** Drafts through the BFF's draft API, the way the editor saves them. */
export class IvrDraftsApi extends IvrTreesApi {
  async draft(treeId: string): Promise<IvrDraft> {
    return this.get<IvrDraft>(`/ivr/trees/${treeId}/draft`);
  }

  /** Reads the draft, lets `change` edit its menu, and saves it on the revision it read. */
  async editDraft(treeId: string, change: (menu: IvrMenu) => IvrMenu): Promise<IvrDraft> {
    const current = await this.draft(treeId);
    const response = await this.send('PUT', `/ivr/trees/${treeId}/draft`, {
      menu: change(current.menu),
      revision: current.revision,
    });
    expect(response.status(), 'saving the draft').toBe(200);
    return (await response.json()) as IvrDraft;
  }

  async createTree(name: string): Promise<string> {
    const response = await this.send('POST', '/ivr/trees', { name });
    expect(response.status(), 'creating the tree').toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  /** A new tree whose draft has a greeting ("Chào mừng") whose key 1 leads to "Vay vốn"; answers its id. */
  async createGreetingTree(name: string): Promise<string> {
    const treeId = await this.createTree(name);
    const greeting = draftNode('Chào mừng', 'Xin chào quý khách');
    const loans = draftNode('Vay vốn', 'Thông tin vay vốn');
    await this.editDraft(treeId, () => ({
      rootNodeId: greeting.id,
      nodes: [greeting, loans],
      keys: [draftKey(greeting.id, '1', { kind: 'node', nextNodeId: loans.id })],
    }));
    return treeId;
  }
}

/** Publishes a tree's draft through the API and waits until it is live; answers the version number. */
export async function publishThroughApi(api: IvrDraftsApi, treeId: string, note: string): Promise<number> {
  const { revision } = await api.draft(treeId);
  const started = await api.send('POST', `/ivr/trees/${treeId}/publish`, { note, revision });
  expect(started.status(), 'starting the publish').toBe(202);
  const { publishId } = (await started.json()) as { publishId: string };
  let progress: { status: string; versionNumber: number | null } | undefined;
  await expect
    .poll(
      async () => {
        progress = await api.get(`/ivr/publishes/${publishId}`);
        return progress?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('succeeded');
  return progress?.versionNumber ?? 0;
}
