import * as Y from 'yjs';
import type { IvrEditor } from '@/core/api/ivr-designer-drafts';
import { adoptMenu } from '@/core/ivr/draft-doc/adopt-menu';
import { readDraft, type DraftSnapshot } from '@/core/ivr/draft-doc/read-draft';
import { mergeLiveIntoDraft } from '@/core/ivr/draft-doc/merge-live';
import { writeBase, writeDraft } from '@/core/ivr/draft-doc/write-draft';
import { changeCount } from '@/core/ivr/diff/change-count';
import { diffMenus } from '@/core/ivr/diff/diff-menus';
import { newMenuId, type IvrMenu } from '@/core/ivr/ivr-menu';
import type { MergeChoices } from '@/core/ivr/merge/merge-menus';
import { sameMenu } from '../menu-json';
import type { DraftDocStore, EditAuthor } from './draft-doc-store';
import { SERVER_ORIGIN } from './draft-room';
import type { DraftRooms } from './draft-rooms';

/** A draft as the rest of the BFF reads it: the document's snapshot and its bookkeeping. */
export type DraftRead = DraftSnapshot & {
  treeId: string;
  /** The number of the last update stored: goes up with every accepted edit. */
  revision: number;
  updatedAt: Date;
  updatedBy: string;
};

/**
 * The drafts' documents for routes and the publish runner, which never touch rooms themselves: a read
 * (made from the live tree the first time), a console edit that every open editor sees (stored and
 * passed on like an editor's), who is in a draft.
 */
export class DraftDocs {
  constructor(
    private readonly rooms: DraftRooms,
    private readonly store: DraftDocStore,
    private readonly liveMenu: (treeId: string) => Promise<IvrMenu>,
    /** Several instances share the documents: read what the others stored before answering. */
    private readonly shared: boolean,
  ) {}

  /** The draft now; `reader` is named as its author when this read makes it. */
  read(treeId: string, reader?: EditAuthor): Promise<DraftRead> {
    return this.rooms.use(
      treeId,
      async (room) => {
        if (this.shared) await room.catchUp();
        else await room.settled();
        return {
          ...readDraft(room.doc),
          treeId,
          revision: room.revision,
          updatedAt: room.updatedAt,
          updatedBy: room.updatedBy,
        };
      },
      reader,
    );
  }

  /** Changes the draft as `author` (one transaction; `change` writes with SERVER_ORIGIN). */
  edit(treeId: string, author: EditAuthor, change: (doc: Y.Doc) => void): Promise<void> {
    return this.rooms.use(treeId, (room) => room.edit(author, change));
  }

  /** Back to the live tree: menu and base become the live menu; cards still there keep their place. */
  async reset(treeId: string, author: EditAuthor): Promise<void> {
    const live = await this.liveMenu(treeId);
    await this.edit(treeId, author, (doc) => {
      const { positions } = readDraft(doc);
      const kept = new Set([
        ...live.nodes.map((node) => node.id),
        ...live.keys.map((key) => `key:${key.id}`),
      ]);
      const stay = Object.fromEntries(Object.entries(positions).filter(([cardId]) => kept.has(cardId)));
      writeDraft(doc, { menu: live, positions: stay }, SERVER_ORIGIN);
      writeBase(doc, live, SERVER_ORIGIN);
    });
  }

  /** The live tree's changes merged into the draft as one edit; the base moves to the live tree. */
  async mergeLive(treeId: string, author: EditAuthor, choices: MergeChoices): Promise<void> {
    const live = await this.liveMenu(treeId);
    await this.edit(treeId, author, (doc) =>
      mergeLiveIntoDraft(doc, live, choices, newMenuId, SERVER_ORIGIN),
    );
  }

  /**
   * An earlier menu (a published version) loaded into the draft as one edit that every open editor sees;
   * nothing is published. Ids neither in the draft nor live any more get fresh `new-…` ids, so a later
   * publish makes them again; cards still there keep their place. Answers how many unpublished changes
   * the draft had (what the load replaced).
   */
  async loadMenu(treeId: string, author: EditAuthor, menu: IvrMenu): Promise<number> {
    let replaced = 0;
    await this.edit(treeId, author, (doc) => {
      const current = readDraft(doc);
      replaced = changeCount(diffMenus(current.base, current.menu));
      const usable = new Set(
        [current.menu, current.base].flatMap((each) => [...each.nodes, ...each.keys].map((item) => item.id)),
      );
      writeDraft(doc, adoptMenu({ menu, positions: current.positions }, usable, newMenuId), SERVER_ORIGIN);
    });
    return replaced;
  }

  async editors(treeId: string): Promise<IvrEditor[]> {
    return (await this.rooms.editorsOfTrees([treeId])).get(treeId) ?? [];
  }

  editorsOfTrees(treeIds: readonly string[]): Promise<Map<string, IvrEditor[]>> {
    return this.rooms.editorsOfTrees(treeIds);
  }

  /** Trees whose draft differs from the live menu it last synced from. */
  async treesWithChanges(treeIds: readonly string[]): Promise<Set<string>> {
    const changed = new Set<string>();
    const stored = await this.store.revisions(treeIds);
    for (const { tree_id: treeId } of stored) {
      const loaded = await this.store.load(treeId);
      if (!loaded) continue;
      const doc = new Y.Doc();
      for (const update of loaded.updates) Y.applyUpdate(doc, update);
      const { menu, base } = readDraft(doc);
      if (!sameMenu(menu, base)) changed.add(treeId);
      doc.destroy();
    }
    return changed;
  }
}
