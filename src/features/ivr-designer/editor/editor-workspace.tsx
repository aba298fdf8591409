import { Alert, CloseButton, Group, Paper } from '@mantine/core';
import { ReactFlowProvider, useReactFlow, useStoreApi } from '@xyflow/react';
import type { ReactNode } from 'react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FIT_VIEW_OPTIONS } from '../canvas/menu-canvas';
import { runLayout } from '../layout/run-layout';
import { SidePanel } from '../panel/side-panel';
import { PublishButton } from '../publish/publish-button';
import { editorStore, useEditorStore } from '../store/editor-store';
import { EditorCanvas } from './editor-canvas';
import { EditorLinks } from './editor-links';
import { EditorHeader } from './editor-header';
import { EditorToolbar } from './editor-toolbar';
import { fitAfterLayout } from './fit-after-layout';
import { HelpPanel } from './help-panel';
import { freeSpotInView, freeSpotNear } from './free-spot';
import { newPrompt } from './new-prompt';
import { NodeSearch } from './node-search';
import { ProblemsPanel } from './problems-panel';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useFocusElement } from './use-focus-element';
import { useMenuProblems } from './use-menu-problems';
import { useTidyWarmUp } from './use-tidy-warm-up';
import { useWorkRoom } from './use-work-room';
import type { DraftConnection, LiveStatus } from '../live/draft-connection';
import { useSharedPresence } from '../live/use-draft-presence';
import './editor.css';

interface EditorWorkspaceProps {
  /** The tree's name (the page heading). */
  title: string;
  readOnly: boolean;
  user: { id: string; name: string };
  connection: DraftConnection;
  status: LiveStatus;
  helpOpened: boolean;
  help: { open: () => void; close: () => void };
  publish: ReactNode;
}

/**
 * The open draft: header, palette, canvas, side panel and problems, wired to the store. The panels, the
 * toolbar, the search and the links are memo components given stable props: a change of the workspace's
 * own state (the draft's status, the checks' answers, the work room) does not draw them again. The canvas
 * is not (yet): behind a memo boundary, a 100-node menu once showed no card in view after a tidy-up and a
 * fit (ivr-canvas-readable.spec.ts, after other browser tests), for a cause not found. The links and the
 * publish button come with it: they bring the publish dialog's diff canvas, which the page's first paint
 * (the tree's name) need not wait for.
 */
export function EditorWorkspace({
  treeId,
  ...props
}: Omit<EditorWorkspaceProps, 'publish'> & { treeId: string }) {
  return (
    <ReactFlowProvider>
      <Workspace
        {...props}
        publish={
          <>
            <EditorLinks treeId={treeId} />
            <PublishButton treeId={treeId} />
          </>
        }
      />
    </ReactFlowProvider>
  );
}

function Workspace({
  title,
  readOnly,
  user,
  connection,
  status,
  helpOpened,
  help,
  publish,
}: EditorWorkspaceProps) {
  const { t } = useTranslation('ivr');
  const menu = useEditorStore((state) => state.menu);
  useSharedPresence(connection, user);
  const { problems, levels } = useMenuProblems(menu);
  const flow = useReactFlow();
  const flowStore = useStoreApi();
  const focusElement = useFocusElement();
  const searchRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const room = useWorkRoom();
  useTidyWarmUp(readOnly);

  const addNode = useCallback(() => {
    const box = canvasRef.current?.getBoundingClientRect();
    const centre = box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 };
    const { positions, addNode: add } = editorStore.getState();
    // The middle of the view if free, else another free spot in view: a new card is never out of sight
    // (only a view full of cards puts it below the middle).
    const middle = flow.screenToFlowPosition(centre);
    const topLeft = box ? flow.screenToFlowPosition({ x: box.left, y: box.top }) : middle;
    const view = {
      x: topLeft.x,
      y: topLeft.y,
      width: 2 * (middle.x - topLeft.x),
      height: 2 * (middle.y - topLeft.y),
    };
    const nearMiddle = freeSpotNear(middle, positions);
    const inView = nearMiddle.y === Math.round(middle.y) ? nearMiddle : freeSpotInView(view, positions);
    add(newPrompt(t('editor.newNodeName')), inView ?? nearMiddle);
  }, [flow, t]);
  const tidyUp = useCallback(() => {
    // The sizes the canvas measured: the layout places the cards as they are drawn.
    const measured = new Map(
      flow
        .getNodes()
        .filter((node) => node.measured?.width && node.measured.height)
        .map((node) => [node.id, { width: node.measured?.width ?? 0, height: node.measured?.height ?? 0 }]),
    );
    return runLayout(editorStore.getState().menu, measured, 'tidy').then((positions) => {
      editorStore.getState().applyLayout(positions);
      return fitAfterLayout(flow, positions, FIT_VIEW_OPTIONS, () => flowStore.getState());
    });
  }, [flow, flowStore]);
  const openForm = useCallback(() => {
    panelRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  const { showPanel } = room;
  const open = useCallback(
    (id: string) => {
      editorStore.getState().select([id]);
      showPanel();
      window.requestAnimationFrame(openForm);
    },
    [openForm, showPanel],
  );
  useEditorShortcuts(
    {
      focusElement,
      openSearch: () => searchRef.current?.focus(),
      openHelp: help.open,
      addNode,
      openForm: () => {
        showPanel();
        window.requestAnimationFrame(openForm);
      },
      toggleFocus: room.toggleFocus,
    },
    !readOnly,
  );
  return (
    <div className={room.focused ? 'ivr-editor ivr-editor--focus' : 'ivr-editor'}>
      <EditorHeader title={title} status={status} connection={connection} myId={user.id} readOnly={readOnly}>
        <NodeSearch inputRef={searchRef} onChoose={focusElement} />
        {publish}
      </EditorHeader>
      {status.notice && (
        <Alert
          color="red"
          title={t(`editor.live.notice.${status.notice.code}`)}
          withCloseButton
          closeButtonLabel={t('editor.live.dismiss')}
          onClose={() => connection.dismissNotice()}
        />
      )}
      <EditorToolbar
        readOnly={readOnly}
        onAddNode={addNode}
        onTidyUp={tidyUp}
        onHelp={help.open}
        focused={room.focused}
        onToggleFocus={room.toggleFocus}
        panelOpen={room.showSide}
        onTogglePanel={room.focused ? room.showPanel : room.togglePanel}
      />
      <div className="ivr-editor__body">
        <div className="ivr-editor__canvas" ref={canvasRef}>
          <EditorCanvas
            problems={levels}
            readOnly={readOnly}
            onOpen={open}
            connection={connection}
            myId={user.id}
          />
        </div>
        <Paper
          className={room.showSide ? 'ivr-editor__side' : 'ivr-editor__side ivr-editor__side--closed'}
          withBorder
          p="sm"
          ref={panelRef}
        >
          <Group justify="flex-end" className="ivr-editor__side-close">
            <CloseButton size="sm" aria-label={t('editor.room.closePanel')} onClick={room.togglePanel} />
          </Group>
          <SidePanel readOnly={readOnly} />
          <ProblemsPanel problems={problems} onShow={focusElement} />
        </Paper>
      </div>
      <HelpPanel opened={helpOpened} onClose={help.close} />
    </div>
  );
}
