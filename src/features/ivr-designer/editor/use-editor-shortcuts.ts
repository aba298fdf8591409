import { useHotkeys } from '@mantine/hooks';
import type { Direction } from './neighbour';
import { neighbourOf } from './neighbour';
import { editorStore } from '../store/editor-store';

interface ShortcutActions {
  focusElement: (id: string) => void;
  openSearch: () => void;
  openHelp: () => void;
  addNode: () => void;
  openForm: () => void;
}

/** Every keyboard shortcut of the editor (listed in the help panel); typing in a field is left alone. */
export function useEditorShortcuts(actions: ShortcutActions, enabled: boolean) {
  const store = () => editorStore.getState();
  const move = (direction: Direction) => () => {
    const { menu, positions, selection } = store();
    const from = selection[0] ?? menu.rootNodeId;
    if (!from) return;
    const to = selection.length === 0 ? from : neighbourOf(menu, positions, from, direction);
    if (to) actions.focusElement(to);
  };
  const when = (run: () => void) => () => {
    if (enabled) run();
  };
  useHotkeys([
    ['Delete', when(() => store().deleteSelection())],
    ['Backspace', when(() => store().deleteSelection())],
    ['mod+Z', when(() => store().undo())],
    ['mod+shift+Z', when(() => store().redo())],
    ['mod+Y', when(() => store().redo())],
    ['mod+C', when(() => store().copySelection())],
    ['mod+V', when(() => store().pasteNodes())],
    ['mod+F', () => actions.openSearch(), { preventDefault: true }],
    ['N', when(actions.addNode)],
    ['Enter', actions.openForm],
    ['shift+?', actions.openHelp],
    ['ArrowLeft', move('left')],
    ['ArrowRight', move('right')],
    ['ArrowUp', move('up')],
    ['ArrowDown', move('down')],
  ]);
}
