import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { IvrKey, KeypressAction } from '../../../core/api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../../../core/ivr/ivr-menu';
import type { Positions, XY } from '../flow/flow-types';
import type { MenuClipboard } from './clipboard';
import { copyNodes, pasteClipboard, remapClipboard } from './clipboard';
import type { Snapshot } from './menu-edits';
import * as edits from './menu-edits';
import { newId } from './new-id';

/** Enough to undo a long session; older steps are dropped. */
const HISTORY_LIMIT = 200;

export interface EditorState extends Snapshot {
  treeId: string | null;
  /** Goes up each time a draft is opened, so watchers can tell an open from an edit. */
  openCount: number;
  /** The draft revision the next save is made on. */
  revision: number;
  /** Selected node and key ids. */
  selection: string[];
  past: Snapshot[];
  future: Snapshot[];
  clipboard: MenuClipboard | null;
  /** Copies a tree's draft into the editor (once, when it opens) and forgets the history. */
  openDraft: (treeId: string, menu: IvrMenu, positions: Positions, revision?: number) => void;
  /** The editor page closed: nothing is open until the next openDraft. */
  closeDraft: () => void;
  /** A save went through: later saves build on its revision. */
  markSaved: (revision: number) => void;
  /** The first automatic layout of a tree never laid out: no undo step, nothing to undo to. */
  placeInitially: (positions: Positions) => void;
  select: (ids: string[]) => void;
  addNode: (node: MenuNode, position: XY) => void;
  /** Adds a key to a node; returns its id. */
  connectKey: (nodeId: string, key: IvrKey, action: KeypressAction) => string;
  /** A new node reached from `fromNodeId` by `key`, in one step. */
  addNodeFromKey: (fromNodeId: string, key: IvrKey, node: MenuNode, position: XY) => void;
  updateNode: (nodeId: string, changes: Partial<Omit<MenuNode, 'id'>>) => void;
  updateKey: (keyId: string, changes: { key?: IvrKey; action?: KeypressAction }) => void;
  deleteSelection: () => void;
  copySelection: () => void;
  pasteNodes: () => void;
  moveNodes: (moved: Positions) => void;
  /** Positions from an automatic layout: one undo step. */
  applyLayout: (positions: Positions) => void;
  undo: () => void;
  redo: () => void;
}

const EMPTY_MENU: IvrMenu = { rootNodeId: null, nodes: [], keys: [] };

export function createEditorStore() {
  return createStore<EditorState>()((set, get) => {
    /** Every edit: the snapshot before it goes to the undo history, the redo history is cleared. */
    const commit = (next: Snapshot, selection?: string[]) => {
      const { menu, positions, past } = get();
      if (next.menu === menu && next.positions === positions) return;
      set({
        ...next,
        past: [...past.slice(-(HISTORY_LIMIT - 1)), { menu, positions }],
        future: [],
        ...(selection && { selection }),
      });
    };
    const snapshot = (): Snapshot => ({ menu: get().menu, positions: get().positions });
    return {
      treeId: null,
      openCount: 0,
      revision: 1,
      menu: EMPTY_MENU,
      positions: {},
      selection: [],
      past: [],
      future: [],
      clipboard: null,
      openDraft: (treeId, menu, positions, revision = 1) =>
        set({
          treeId,
          menu,
          positions,
          revision,
          openCount: get().openCount + 1,
          selection: [],
          past: [],
          future: [],
        }),
      closeDraft: () => set({ treeId: null, selection: [] }),
      markSaved: (revision) => set({ revision }),
      placeInitially: (positions) => set({ positions }),
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
      applyLayout: (positions) => commit({ menu: get().menu, positions }),
      undo: () => {
        const { past, future, menu, positions } = get();
        const previous = past.at(-1);
        if (!previous) return;
        set({ ...previous, past: past.slice(0, -1), future: [{ menu, positions }, ...future] });
      },
      redo: () => {
        const { past, future, menu, positions } = get();
        const next = future[0];
        if (!next) return;
        set({ ...next, past: [...past, { menu, positions }], future: future.slice(1) });
      },
    };
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;

/** The designer's one editor: a tree at a time. */
export const editorStore = createEditorStore();

export function useEditorStore<Selected>(selector: (state: EditorState) => Selected): Selected {
  return useStore(editorStore, selector);
}
