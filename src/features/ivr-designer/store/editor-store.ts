import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type * as Y from 'yjs';
import type { IvrKey, KeypressAction } from '@/core/api/ivr-keypresses';
import { EMPTY_MENU } from '@/core/ivr/draft-doc/draft-doc-shape';
import { changedOnlyPositions, readDraft, readDraftPositions } from '@/core/ivr/draft-doc/read-draft';
import { deleteDraftKey, writeDraft, writeDraftPositions } from '@/core/ivr/draft-doc/write-draft';
import type { IvrMenu, MenuKey, MenuNode } from '@/core/ivr/ivr-menu';
import type { Positions, XY } from '../flow/flow-types';
import { keyIdOfTarget } from '../flow/flow-types';
import type { MenuClipboard } from './clipboard';
import { copyNodes, pasteClipboard, remapClipboard } from './clipboard';
import type { Snapshot } from './menu-edits';
import * as edits from './menu-edits';
import { newId } from './new-id';
import { PLACES_PER_STEP, writePlacesInSteps } from './write-places-in-steps';

/** The shared document an editor writes into, with this person's origin and undo history. */
export interface DraftBinding {
  doc: Y.Doc;
  origin: object;
  undo: Y.UndoManager;
}

export interface EditorState extends Snapshot {
  treeId: string | null;
  /** The live menu the draft follows: what "unpublished changes" are counted against. */
  base: IvrMenu;
  /** Keys that concurrent edits gave a digit their node already uses: kept, flagged, out of the menu. */
  clashes: MenuKey[];
  /** Selected node and key ids. */
  selection: string[];
  canUndo: boolean;
  canRedo: boolean;
  clipboard: MenuClipboard | null;
  /** Shows a tree's shared draft and sends every edit into it; returns what detaches it. */
  attach: (treeId: string, binding: DraftBinding) => () => void;
  /**
   * Places of cards the draft has none for, from the automatic layout at opening: this view's state, never
   * written by opening (a publish right after must name the revision the person saw). The first edit
   * writes them with it; `positions` shows the draft's places over these.
   */
  viewPositions: Positions;
  /** A draft with nodes but no card places, waiting for its automatic layout: the canvas waits too. */
  placing: boolean;
  /** The automatic layout of a tree never laid out, shown but not written: see `viewPositions`. */
  placeInitially: (positions: Positions) => void;
  select: (ids: string[]) => void;
  addNode: (node: MenuNode, position: XY) => void;
  /** Adds a key to a node; returns its id. */
  connectKey: (nodeId: string, key: IvrKey, action: KeypressAction) => string;
  /** A new node reached from `fromNodeId` by `key`, in one step. */
  addNodeFromKey: (fromNodeId: string, key: IvrKey, node: MenuNode, position: XY) => void;
  updateNode: (nodeId: string, changes: Partial<Omit<MenuNode, 'id'>>) => void;
  updateKey: (keyId: string, changes: { key?: IvrKey; action?: KeypressAction }) => void;
  /** Removes a clashing key (one the menu cannot show beside its twin). */
  dropClash: (keyId: string) => void;
  deleteSelection: () => void;
  copySelection: () => void;
  pasteNodes: () => void;
  moveNodes: (moved: Positions) => void;
  /** Positions from an automatic layout: one undo step. */
  applyLayout: (positions: Positions) => void;
  /** A whole menu (a restored version, a merge's result) as one undo step everyone sees. */
  replaceContent: (next: Snapshot) => void;
  undo: () => void;
  redo: () => void;
}

/** The draft's places over the view's own, for cards the menu still has. */
function shownPositions(menu: IvrMenu, stored: Positions, view: Positions): Positions {
  if (Object.keys(view).length === 0) return stored;
  const nodes = new Set(menu.nodes.map((node) => node.id));
  const keys = new Set(menu.keys.map((key) => key.id));
  const shown: Positions = {};
  for (const [cardId, xy] of Object.entries(view)) {
    const keyId = keyIdOfTarget(cardId);
    if (keyId ? keys.has(keyId) : nodes.has(cardId)) shown[cardId] = xy;
  }
  // A menu laid out as it opened has no places of its own yet: copying thousands of entries into an empty
  // object would be all the work.
  return Object.keys(stored).length === 0 ? shown : { ...shown, ...stored };
}

export function createEditorStore() {
  return createStore<EditorState>()((set, get) => {
    let bound: DraftBinding | null = null;
    const snapshot = (): Snapshot => ({ menu: get().menu, positions: get().positions });
    /** The places being written by this person's own move, while its transaction is shown. */
    let writingPositions: Positions | null = null;
    /** A layout shown at once while its places are written a part at a time (write-places-in-steps.ts). */
    let placesAhead: { binding: DraftBinding; remoteMeanwhile: boolean } | null = null;
    /** Every edit: written into the shared document as one transaction of this person's. */
    const commit = (next: Snapshot, selection?: string[]) => {
      if (bound && next.menu === get().menu && next.positions !== get().positions) {
        writingPositions = next.positions;
        try {
          writeDraftPositions(bound.doc, next.positions, bound.origin);
        } finally {
          writingPositions = null;
        }
      } else if (bound && next.menu !== get().menu) writeDraft(bound.doc, next, bound.origin);
      if (selection) set({ selection });
    };
    return {
      treeId: null,
      menu: EMPTY_MENU,
      positions: {},
      viewPositions: {},
      placing: false,
      base: EMPTY_MENU,
      clashes: [],
      selection: [],
      canUndo: false,
      canRedo: false,
      clipboard: null,
      attach: (treeId, binding) => {
        const show = (_update?: Uint8Array, _origin?: unknown, _doc?: Y.Doc, transaction?: Y.Transaction) => {
          // Cards moved (a layout, a drag): the menu and all that is computed from it stay as they are.
          if (transaction && changedOnlyPositions(binding.doc, transaction)) {
            if (placesAhead?.binding === binding) {
              if (transaction.origin === binding.origin) return;
              placesAhead.remoteMeanwhile = true;
            }
            const { menu, viewPositions } = get();
            // This person's own move leaves the draft holding exactly the places written: reading thousands
            // of them back (a tidy-up) would only copy them again.
            const own = transaction.origin === binding.origin ? writingPositions : null;
            set({ positions: shownPositions(menu, own ?? readDraftPositions(binding.doc), viewPositions) });
            return;
          }
          const { menu, positions, base, clashes } = readDraft(binding.doc);
          const selection = get().selection.filter(
            (id) => menu.nodes.some((node) => node.id === id) || menu.keys.some((key) => key.id === id),
          );
          set({
            menu,
            positions: shownPositions(menu, positions, get().viewPositions),
            base,
            clashes,
            selection,
          });
        };
        const history = () => set({ canUndo: binding.undo.canUndo(), canRedo: binding.undo.canRedo() });
        bound = binding;
        set({ treeId, selection: [], viewPositions: {} });
        show();
        history();
        set({ placing: get().menu.nodes.length > 0 && Object.keys(get().positions).length === 0 });
        binding.doc.on('update', show);
        binding.undo.on('stack-item-added', history);
        binding.undo.on('stack-item-popped', history);
        binding.undo.on('stack-cleared', history);
        return () => {
          binding.doc.off('update', show);
          binding.undo.off('stack-item-added', history);
          binding.undo.off('stack-item-popped', history);
          binding.undo.off('stack-cleared', history);
          if (bound === binding) bound = null;
          set({
            treeId: null,
            selection: [],
            menu: EMPTY_MENU,
            positions: {},
            viewPositions: {},
            placing: false,
            clashes: [],
          });
        };
      },
      placeInitially: (positions) => {
        const { menu, positions: stored } = get();
        set({ viewPositions: positions, positions: shownPositions(menu, stored, positions), placing: false });
      },
      select: (ids) => {
        const current = get().selection;
        if (ids.length === current.length && ids.every((id, index) => id === current[index])) return;
        set({ selection: ids });
      },
      addNode: (node, position) => commit(edits.addNode(snapshot(), node, position), [node.id]),
      connectKey: (nodeId, key, action) => {
        const id = newId();
        commit(edits.connectKey(snapshot(), { id, nodeId, key, action }), [id]);
        return id;
      },
      addNodeFromKey: (fromNodeId, key, node, position) => {
        const withNode = edits.addNode(snapshot(), node, position);
        const link: MenuKey = {
          id: newId(),
          nodeId: fromNodeId,
          key,
          action: { kind: 'node', nextNodeId: node.id },
        };
        commit(edits.connectKey(withNode, link), [node.id]);
      },
      updateNode: (nodeId, changes) => commit(edits.updateNode(snapshot(), nodeId, changes)),
      updateKey: (keyId, changes) => commit(edits.updateKey(snapshot(), keyId, changes)),
      dropClash: (keyId) => {
        if (bound) deleteDraftKey(bound.doc, keyId, bound.origin);
      },
      deleteSelection: () => {
        const ids = new Set(get().selection);
        if (ids.size > 0) commit(edits.deleteElements(snapshot(), ids), []);
      },
      copySelection: () => {
        const ids = new Set(get().selection);
        const clipboard = copyNodes(snapshot(), ids);
        if (clipboard.nodes.length > 0) set({ clipboard });
      },
      pasteNodes: () => {
        const { clipboard } = get();
        if (!clipboard) return;
        const pasted = remapClipboard(clipboard, newId);
        commit(
          pasteClipboard(snapshot(), pasted),
          pasted.nodes.map((node) => node.id),
        );
      },
      moveNodes: (moved) => commit(edits.moveCards(snapshot(), moved)),
      applyLayout: (positions) => {
        const binding = bound;
        if (!binding || Object.keys(positions).length <= PLACES_PER_STEP)
          return commit({ menu: get().menu, positions });
        const ahead = { binding, remoteMeanwhile: false };
        placesAhead = ahead;
        set({ positions: shownPositions(get().menu, positions, get().viewPositions) });
        void writePlacesInSteps(binding, positions).finally(() => {
          if (placesAhead === ahead) placesAhead = null;
          // Someone else moved cards meanwhile: the draft now holds both, which the screen shows.
          if (ahead.remoteMeanwhile && bound === binding)
            set({
              positions: shownPositions(get().menu, readDraftPositions(binding.doc), get().viewPositions),
            });
        });
      },
      replaceContent: (next) => commit(next, []),
      undo: () => {
        bound?.undo.undo();
      },
      redo: () => {
        bound?.undo.redo();
      },
    };
  });
}

/** The designer's one editor: a tree at a time. */
export const editorStore = createEditorStore();

export function useEditorStore<Selected>(selector: (state: EditorState) => Selected): Selected {
  return useStore(editorStore, selector);
}
