import * as Y from 'yjs';
import { writeBase, writeDraft } from '../../src/core/ivr/draft-doc/write-draft';
import type { IvrMenu } from '../../src/core/ivr/ivr-menu';
import { SERVER_ORIGIN } from '../../server/bff/ivr/live/draft-room';
import { DraftDocStore } from '../../server/bff/ivr/live/draft-doc-store';
import { openAppDb } from '../../server/db/database';

/** The menu with every id made a draft's own new id (`new-…`), as if each node and key were added in it. */
export function asNewDraftMenu(menu: IvrMenu): IvrMenu {
  const local = (id: string) => `new-${id}`;
  return {
    rootNodeId: menu.rootNodeId && local(menu.rootNodeId),
    nodes: menu.nodes.map((node) => ({ ...node, id: local(node.id) })),
    keys: menu.keys.map((key) => ({
      ...key,
      id: local(key.id),
      nodeId: local(key.nodeId),
      action:
        key.action.kind === 'node' ? { ...key.action, nextNodeId: local(key.action.nextNodeId) } : key.action,
    })),
  };
}

/**
 * Stores `menu` as the draft of a tree that has none yet, straight into the console's SQLite database:
 * a menu of 5,000 nodes is bigger than any request body the BFF accepts, and one request per node would
 * take an hour against the sandbox. The tree's live menu stays empty (the draft's base).
 */
export async function seedDraft(databasePath: string, treeId: string, menu: IvrMenu): Promise<void> {
  const draftMenu = asNewDraftMenu(menu);
  const doc = new Y.Doc();
  writeDraft(doc, { menu: draftMenu, positions: {} }, SERVER_ORIGIN);
  writeBase(doc, { rootNodeId: null, nodes: [], keys: [] }, SERVER_ORIGIN);
  const app = openAppDb({ engine: 'sqlite', path: databasePath });
  try {
    const store = new DraftDocStore(app.db, 'sqlite', () => new Date());
    const created = await store.create(treeId, Y.encodeStateAsUpdate(doc), {
      id: 'bench',
      displayName: 'Bench',
    });
    if (!created) throw new Error(`tree ${treeId} has a draft already`);
  } finally {
    doc.destroy();
    await app.close();
  }
}
