import { useReactFlow } from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuCanvas } from '../canvas/menu-canvas';
import type { ProblemLevel, XY } from '../flow/flow-types';
import { editorStore, useEditorStore } from '../store/editor-store';
import { firstFreeKey } from '../store/menu-edits';
import type { PendingConnection } from './key-choice-modal';
import { KeyChoiceModal } from './key-choice-modal';
import { newPrompt } from './new-prompt';

interface EditorCanvasProps {
  problems: ReadonlyMap<string, ProblemLevel>;
  readOnly: boolean;
  onOpen: (id: string) => void;
}

/** The canvas wired to the editor store: selection, moves and connections become store actions. */
export function EditorCanvas({ problems, readOnly, onOpen }: EditorCanvasProps) {
  const { t } = useTranslation('ivr');
  const menu = useEditorStore((state) => state.menu);
  const positions = useEditorStore((state) => state.positions);
  const selection = useEditorStore((state) => state.selection);
  const selected = useMemo(() => new Set(selection), [selection]);
  const { screenToFlowPosition } = useReactFlow();
  const [pending, setPending] = useState<PendingConnection | null>(null);
  const { select, moveNodes } = editorStore.getState();

  const connectNodes = useCallback(
    (sourceNodeId: string, targetNodeId: string) => setPending({ sourceNodeId, targetNodeId }),
    [],
  );
  const connectToEmpty = useCallback(
    (sourceNodeId: string, clientPoint: XY) => {
      const state = editorStore.getState();
      const position = screenToFlowPosition(clientPoint);
      state.addNodeFromKey(
        sourceNodeId,
        firstFreeKey(state.menu, sourceNodeId),
        newPrompt(t('editor.newNodeName')),
        position,
      );
    },
    [screenToFlowPosition, t],
  );
  return (
    <>
      <MenuCanvas
        menu={menu}
        positions={positions}
        problems={problems}
        selected={selected}
        readOnly={readOnly}
        onSelect={select}
        onMoveCards={moveNodes}
        onConnectNodes={connectNodes}
        onConnectToEmpty={connectToEmpty}
        onOpen={onOpen}
      />
      <KeyChoiceModal pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
