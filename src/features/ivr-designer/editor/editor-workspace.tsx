import { Alert, Button, Paper } from '@mantine/core';
import { useReactFlow } from '@xyflow/react';
import type { ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runLayout } from '../layout/run-layout';
import { SidePanel } from '../panel/side-panel';
import { editorStore, useEditorStore } from '../store/editor-store';
import { EditorCanvas } from './editor-canvas';
import { EditorHeader } from './editor-header';
import { EditorToolbar } from './editor-toolbar';
import { HelpPanel } from './help-panel';
import { freeSpotNear } from './free-spot';
import { newPrompt } from './new-prompt';
import { NodeSearch } from './node-search';
import { ProblemsPanel } from './problems-panel';
import { useAutosave } from './use-autosave';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useFocusElement } from './use-focus-element';
import { useLayoutAutosave } from './use-layout-autosave';
import { useMenuProblems } from './use-menu-problems';
import { usePresence } from './use-presence';
import './editor.css';

interface EditorWorkspaceProps {
  treeId: string;
  /** The tree's name (the page heading). */
  title: string;
  readOnly: boolean;
  userId: string;
  onReload: () => void;
  helpOpened: boolean;
  help: { open: () => void; close: () => void };
  publish: ReactNode;
}

/** The open draft: header, palette, canvas, side panel and problems, wired to the store. */
export function EditorWorkspace({
  treeId,
  title,
  readOnly,
  userId,
  onReload,
  helpOpened,
  help,
  publish,
}: EditorWorkspaceProps) {
  const { t } = useTranslation('ivr');
  const menu = useEditorStore((state) => state.menu);
  const { status, retry } = useAutosave(treeId);
  useLayoutAutosave(treeId);
  const editors = usePresence(treeId);
  const { problems, levels } = useMenuProblems(menu);
  const flow = useReactFlow();
  const focusElement = useFocusElement();
  const searchRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [tidying, setTidying] = useState(false);

  const addNode = useCallback(() => {
    const box = canvasRef.current?.getBoundingClientRect();
    const centre = box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 };
    const { positions, addNode: add } = editorStore.getState();
    add(newPrompt(t('editor.newNodeName')), freeSpotNear(flow.screenToFlowPosition(centre), positions));
  }, [flow, t]);
  const tidyUp = useCallback(() => {
    setTidying(true);
    void runLayout(editorStore.getState().menu)
      .then((positions) => {
        editorStore.getState().applyLayout(positions);
        window.requestAnimationFrame(() => void flow.fitView({ duration: 300 }));
      })
      .finally(() => setTidying(false));
  }, [flow]);
  const openForm = useCallback(() => {
    panelRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  const open = useCallback(
    (id: string) => {
      editorStore.getState().select([id]);
      window.requestAnimationFrame(openForm);
    },
    [openForm],
  );
  useEditorShortcuts(
    { focusElement, openSearch: () => searchRef.current?.focus(), openHelp: help.open, addNode, openForm },
    !readOnly,
  );
  return (
    <div className="ivr-editor">
      <EditorHeader
        title={title}
        status={status}
        onRetry={retry}
        editors={editors}
        myUserId={userId}
        readOnly={readOnly}
      >
        <NodeSearch inputRef={searchRef} onChoose={focusElement} />
        {publish}
      </EditorHeader>
      {status.kind === 'conflict' && (
        <Alert color="orange" title={t('editor.conflict.title')}>
          {t('editor.conflict.body')}{' '}
          <Button size="compact-sm" onClick={onReload}>
            {t('editor.reload')}
          </Button>
        </Alert>
      )}
      <EditorToolbar
        readOnly={readOnly}
        onAddNode={addNode}
        onTidyUp={tidyUp}
        tidying={tidying}
        onHelp={help.open}
      />
      <div className="ivr-editor__body">
        <div className="ivr-editor__canvas" ref={canvasRef}>
          <EditorCanvas problems={levels} readOnly={readOnly} onOpen={open} />
        </div>
        <Paper className="ivr-editor__side" withBorder p="sm" ref={panelRef}>
          <SidePanel readOnly={readOnly} />
          <ProblemsPanel problems={problems} onShow={focusElement} />
        </Paper>
      </div>
      <HelpPanel opened={helpOpened} onClose={help.close} />
    </div>
  );
}
