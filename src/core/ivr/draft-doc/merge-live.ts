import type * as Y from 'yjs';
import { isNewId, type IvrMenu } from '../ivr-menu';
import { mergeMenus, type MergeChoices } from '../merge/merge-menus';
import { adoptMenu } from './adopt-menu';
import { readDraft } from './read-draft';
import { writeBase, writeDraft } from './write-draft';

/**
 * Takes the live tree's changes into the draft document (three-way: the draft's base, the live tree,
 * the draft; overlapping changes settled by `choices`, mine by default) as one transaction, and moves
 * the base to the live tree so the next publish plans from what is live. Anything kept that the live
 * tree no longer has gets a new id, so the publish creates it anew.
 */
export function mergeLiveIntoDraft(
  doc: Y.Doc,
  live: IvrMenu,
  choices: MergeChoices,
  newId: () => string,
  origin: unknown,
): void {
  doc.transact(() => {
    const { menu: ours, base, positions } = readDraft(doc);
    const { menu } = mergeMenus(base, live, ours, choices);
    const usable = new Set([...live.nodes, ...live.keys].map((item) => item.id));
    for (const item of [...menu.nodes, ...menu.keys]) if (isNewId(item.id)) usable.add(item.id);
    writeDraft(doc, adoptMenu({ menu, positions }, usable, newId), origin);
    writeBase(doc, live, origin);
  }, origin);
}
