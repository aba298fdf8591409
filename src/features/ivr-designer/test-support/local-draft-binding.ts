import * as Y from 'yjs';
import { writeDraft } from '@/core/ivr/draft-doc/write-draft';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { Positions } from '../flow/flow-types';
import type { DraftBinding } from '../store/editor-store';

/** A document of its own with a menu in it, for an editor store that is not connected to anyone. */
export function localDraftBinding(menu: IvrMenu, positions: Positions): DraftBinding {
  const doc = new Y.Doc();
  writeDraft(doc, { menu, positions }, 'load');
  const origin = { editor: 'local' };
  const maps = ['nodes', 'keys', 'positions', 'meta'].map((name) => doc.getMap(name));
  return {
    doc,
    origin,
    undo: new Y.UndoManager(maps, { trackedOrigins: new Set([origin]), captureTimeout: 0 }),
  };
}
