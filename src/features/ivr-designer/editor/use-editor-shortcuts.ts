import { useHotkeys } from '@mantine/hooks';
import type { HotkeyItem } from '@mantine/hooks';
import { useStoreApi } from '@xyflow/react';
import type { Direction } from './neighbour';
import { neighbourOf } from './neighbour';
import { editorStore } from '../store/editor-store';
import { focusDrawn, isOnCanvas } from './canvas-focus';
import { requestConnect } from './connect-request';
import { selectedNodeOf } from './selected-node';
import { subTreeOf } from './sub-tree';

interface ShortcutActions {
  focusElement: (id: string) => void;
  openSearch: () => void;
  openHelp: () => void;
  addNode: () => void;
  openForm: () => void;
  toggleFocus: () => void;
}

/** A dialog (help, connect, key choice) keeps its keys to itself. */
function inDialog(event: KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
}

/**
 * Every keyboard shortcut of the editor (listed in the help panel); typing in a field is left alone, and
 * a key is only kept from the page (preventDefault) when a shortcut used it, so Enter still presses the
 * focused button.
 */
export function useEditorShortcuts(actions: ShortcutActions, enabled: boolean) {
  const flow = useStoreApi();
  const store = () => editorStore.getState();
  /**
   * A shortcut for the canvas: `run` says whether it did something. `editing` ones change the menu (not
   * on a read-only canvas); `canvasOnly` ones leave a focused button or toolbar its own keys.
   */
  const shortcut = (
    hotkey: string,
    run: () => boolean | void,
    { editing = true, canvasOnly = false } = {},
  ): HotkeyItem => [
    hotkey,
    (event) => {
      if (inDialog(event) || (editing && !enabled)) return;
      if (canvasOnly && !isOnCanvas(event.target)) return;
      if (run() !== false) event.preventDefault();
    },
    { preventDefault: false },
  ];
  const move = (direction: Direction) => () => {
    const { menu, positions, selection } = store();
    const from = selection[0] ?? menu.rootNodeId;
    if (!from) return false;
    const to = selection.length === 0 ? from : neighbourOf(menu, positions, from, direction);
    if (to) actions.focusElement(to);
  };
  const onNode = (run: (nodeId: string) => void) => () => {
    const nodeId = selectedNodeOf(store());
    if (nodeId === null) return false;
    run(nodeId);
  };
  useHotkeys([
    shortcut('Delete', () => store().deleteSelection()),
    shortcut('Backspace', () => store().deleteSelection()),
    shortcut('mod+Z', () => store().undo()),
    shortcut('mod+shift+Z', () => store().redo()),
    shortcut('mod+Y', () => store().redo()),
    shortcut('mod+C', () => store().copySelection()),
    shortcut('mod+V', () => store().pasteNodes()),
    shortcut('mod+F', actions.openSearch, { editing: false }),
    shortcut('N', actions.addNode),
    shortcut('F', actions.toggleFocus, { editing: false, canvasOnly: true }),
    shortcut('C', onNode(requestConnect), { canvasOnly: true }),
    shortcut(
      'shift+S',
      onNode((nodeId) => store().select(subTreeOf(store().menu, nodeId))),
      { editing: false, canvasOnly: true },
    ),
    shortcut('shift+?', actions.openHelp, { editing: false }),
    shortcut('ArrowLeft', move('left'), { editing: false, canvasOnly: true }),
    shortcut('ArrowRight', move('right'), { editing: false, canvasOnly: true }),
    shortcut('ArrowUp', move('up'), { editing: false, canvasOnly: true }),
    shortcut('ArrowDown', move('down'), { editing: false, canvasOnly: true }),
  ]);
  useHotkeys([
    // Enter on a card (or with nothing focused) edits it; on a button it presses the button.
    [
      'Enter',
      (event) => {
        if (inDialog(event) || !isOnCanvas(event.target)) return;
        event.preventDefault();
        actions.openForm();
      },
      { preventDefault: false },
    ],
  ]);
  useHotkeys(
    [
      // From the side panel, a field included, or the toolbar: back to the selected card.
      [
        'Escape',
        (event) => {
          const root = flow.getState().domNode;
          const target = event.target;
          if (!root || inDialog(event) || !(target instanceof Element) || isOnCanvas(target)) return;
          if (target.getAttribute('aria-expanded') === 'true') return;
          const { selection, menu } = store();
          const id = selection[0] ?? menu.rootNodeId;
          if (id) focusDrawn(root, id);
        },
        { preventDefault: false },
      ],
    ],
    [],
  );
}
