import { useReactFlow } from '@xyflow/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuCanvas } from '../canvas/menu-canvas';
import type { ProblemLevel, XY } from '../flow/flow-types';
import { editorStore, useEditorStore } from '../store/editor-store';
import type { PendingConnection } from './key-choice-modal';
import { KeyChoiceModal } from './key-choice-modal';
import { ConnectDialog } from './connect-dialog';
import { SelectionTools } from './selection-tools';
import { useCanvasFocus, useFocusFollowsSelection } from './use-canvas-focus';

interface EditorCanvasProps {
  problems: ReadonlyMap<string, ProblemLevel>;
  readOnly: boolean;
  onOpen: (id: string) => void;
}

/** The canvas wired to the editor store: selection, moves and connections become store actions. */
export function EditorCanvas({ problems, readOnly, onOpen }: EditorCanvasProps) {
  const menu = useEditorStore((state) => state.menu);
  const positions = useEditorStore((state) => state.positions);
  const selection = useEditorStore((state) => state.selection);
  const selected = useMemo(() => new Set(selection), [selection]);
  const { screenToFlowPosition } = useReactFlow();
  const [pending, setPending] = useState<PendingConnection | null>(null);
  const { select, moveNodes } = editorStore.getState();
  const { t } = useTranslation('ivr');
  const focusOnCanvas = useCanvasFocus();
  useFocusFollowsSelection(selection);

  const connectNodes = useCallback(
    (sourceNodeId: string, targetNodeId: string) => setPending({ sourceNodeId, targetNodeId }),
    [],
  );
  // The new node goes where the drag ended, once its key is chosen.
  const connectToEmpty = useCallback(
    (sourceNodeId: string, clientPoint: XY) =>
      setPending({ sourceNodeId, newNodeAt: screenToFlowPosition(clientPoint) }),
    [screenToFlowPosition],
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
        keyboardHint={t('editor.keyboard.hint')}
      >
        <SelectionTools readOnly={readOnly} />
      </MenuCanvas>
      <KeyChoiceModal pending={pending} onClose={() => setPending(null)} />
      <ConnectDialog onFocus={focusOnCanvas} />
    </>
  );
}
