import { adoptMenu } from '@/core/ivr/draft-doc/adopt-menu';
import { readDraft } from '@/core/ivr/draft-doc/read-draft';
import { writeDraft } from '@/core/ivr/draft-doc/write-draft';
import { changeCount } from '@/core/ivr/diff/change-count';
import { diffMenus } from '@/core/ivr/diff/diff-menus';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { newId } from '../store/new-id';
import type { DraftConnection } from './draft-connection';
import { placeNewCards } from './place-new-cards';

/** The draft's changes not yet published (against the live menu it follows). */
export function unpublishedChanges(connection: DraftConnection): number {
  const { menu, base } = readDraft(connection.doc);
  return changeCount(diffMenus(base, menu));
}

/**
 * Loads an older menu into the shared draft as one edit of this person's (their undo takes it back;
 * everyone with the draft open sees it). Nothing is published. Nodes and keys the live tree no longer
 * has get new ids (the publish creates them again); cards keep their places, new ones are laid out.
 */
export async function restoreIntoDraft(connection: DraftConnection, menu: IvrMenu): Promise<void> {
  const current = readDraft(connection.doc);
  const usable = new Set([
    ...current.menu.nodes.map((node) => node.id),
    ...current.menu.keys.map((key) => key.id),
    ...current.base.nodes.map((node) => node.id),
    ...current.base.keys.map((key) => key.id),
  ]);
  const adopted = adoptMenu({ menu, positions: current.positions }, usable, newId);
  const positions = await placeNewCards(adopted.menu, adopted.positions);
  writeDraft(connection.doc, { menu: adopted.menu, positions }, connection.origin);
}
