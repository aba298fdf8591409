import { useReactFlow } from '@xyflow/react';
import { PageLoader } from '@/components/page-loader';
import { useCallback, useMemo, useState } from 'react';
import type { DraftConnection } from '../live/draft-connection';
import { RemotePresence } from '../live/remote-presence';
import { shareCursor } from '../live/use-draft-presence';
import '../live/live.css';
import { useTranslation } from 'react-i18next';
import { MenuCanvas } from '../canvas/menu-canvas';
import type { ProblemLevel, XY } from '../flow/flow-types';
import { editorStore, useEditorStore } from '../store/editor-store';
import type { PendingConnection } from './key-choice-modal';
import { KeyChoiceModal } from './key-choice-modal';
import { ConnectDialog } from './connect-dialog';
import { SelectionTools } from './selection-tools';
import { useCanvasFocus, useFocusFollowsSelection } from './use-canvas-focus';
import { useNewCardsInView } from './use-new-cards-in-view';

interface EditorCanvasProps {
  problems: ReadonlyMap<string, ProblemLevel>;
  readOnly: boolean;
  onOpen: (id: string) => void;
  /** The draft: everyone else's pointers and selections in it are drawn on the canvas. */
  connection: DraftConnection;
  /** The signed-in user, whose other tabs are not drawn as someone else. */
  myId: string;
}

/** The canvas wired to the editor store: selection, moves and connections become store actions. */
export function EditorCanvas({ problems, readOnly, onOpen, connection, myId }: EditorCanvasProps) {
  const menu = useEditorStore((state) => state.menu);
  const positions = useEditorStore((state) => state.positions);
  const selection = useEditorStore((state) => state.selection);
  const placing = useEditorStore((state) => state.placing);
  const selected = useMemo(() => new Set(selection), [selection]);
  const { screenToFlowPosition } = useReactFlow();
  const [pending, setPending] = useState<PendingConnection | null>(null);
  const { select, moveNodes } = editorStore.getState();
  const { t } = useTranslation('ivr');
  const focusOnCanvas = useCanvasFocus();
  const share = useMemo(() => shareCursor(connection), [connection]);
  useFocusFollowsSelection(selection);
  useNewCardsInView(positions);

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
  // Cards are shown once placed: a canvas mounted before would fit the view to cards stacked at one spot
  // (and draw every card of a big menu at once).
  if (placing) return <PageLoader />;
  return (
    <div
      className="ivr-editor__canvas-frame"
      onPointerMove={(event) => share(screenToFlowPosition({ x: event.clientX, y: event.clientY }))}
      onPointerLeave={() => share(null)}
    >
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
        <RemotePresence connection={connection} myId={myId} />
      </MenuCanvas>
      <KeyChoiceModal pending={pending} onClose={() => setPending(null)} />
      <ConnectDialog onFocus={focusOnCanvas} />
    </div>
  );
}
