import { Button, Group } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorStore, useEditorStore } from '../store/editor-store';
import { firstFreeKey } from '../store/menu-edits';
import { defaultAction, EXIT_KINDS } from './default-action';

interface EditorToolbarProps {
  readOnly: boolean;
  onAddNode: () => void;
  /** Lays the menu out again; the button shows it is busy until it settles. */
  onTidyUp: () => Promise<void>;
  onHelp: () => void;
  focused: boolean;
  onToggleFocus: () => void;
  panelOpen: boolean;
  onTogglePanel: () => void;
}

/** The palette and the edit commands, each also on a keyboard shortcut. */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { readOnly, onAddNode, onTidyUp, onHelp } = props;
  const { t } = useTranslation('ivr');
  // Kept here, not in the workspace: a state change there renders the whole canvas and its problem list again.
  const [tidying, setTidying] = useState(false);
  const tidyUp = () => {
    setTidying(true);
    void onTidyUp().finally(() => setTidying(false));
  };
  const canUndo = useEditorStore((state) => state.canUndo);
  const canRedo = useEditorStore((state) => state.canRedo);
  const selection = useEditorStore((state) => state.selection);
  const selectedNodeId = useEditorStore((state) =>
    state.selection.length === 1 && state.menu.nodes.some((node) => node.id === state.selection[0])
      ? state.selection[0]
      : undefined,
  );
  const hasClipboard = useEditorStore((state) => state.clipboard !== null);
  const store = () => editorStore.getState();
  const addKey = (kind: (typeof EXIT_KINDS)[number]) => {
    if (!selectedNodeId) return;
    store().connectKey(selectedNodeId, firstFreeKey(store().menu, selectedNodeId), defaultAction(kind));
  };
  return (
    <Group gap={6} wrap="wrap" role="toolbar" aria-label={t('editor.toolbar')}>
      <Button size="xs" onClick={onAddNode} disabled={readOnly}>
        {t('editor.addNode')}
      </Button>
      {EXIT_KINDS.map((kind) => (
        <Button
          key={kind}
          size="xs"
          variant="light"
          disabled={readOnly || !selectedNodeId}
          onClick={() => addKey(kind)}
        >
          {t(`editor.addKey.${kind}`)}
        </Button>
      ))}
      <Button size="xs" variant="default" disabled={readOnly || !canUndo} onClick={() => store().undo()}>
        {t('editor.undo')}
      </Button>
      <Button size="xs" variant="default" disabled={readOnly || !canRedo} onClick={() => store().redo()}>
        {t('editor.redo')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={selection.length === 0}
        onClick={() => store().copySelection()}
      >
        {t('editor.copy')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={readOnly || !hasClipboard}
        onClick={() => store().pasteNodes()}
      >
        {t('editor.paste')}
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        disabled={readOnly || selection.length === 0}
        onClick={() => store().deleteSelection()}
      >
        {t('editor.delete')}
      </Button>
      <Button size="xs" variant="default" disabled={readOnly} loading={tidying} onClick={tidyUp}>
        {t('editor.tidyUp')}
      </Button>
      <Button
        size="xs"
        variant={props.focused ? 'filled' : 'default'}
        aria-pressed={props.focused}
        onClick={props.onToggleFocus}
      >
        {t('editor.room.focus')}
      </Button>
      <Button size="xs" variant="default" aria-pressed={props.panelOpen} onClick={props.onTogglePanel}>
        {t('editor.room.panel')}
      </Button>
      <Button size="xs" variant="subtle" onClick={onHelp}>
        {t('editor.help.open')}
      </Button>
    </Group>
  );
});
