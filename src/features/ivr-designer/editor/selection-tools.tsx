import { Button, Group } from '@mantine/core';
import { Panel } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { editorStore, useEditorStore } from '../store/editor-store';
import { requestConnect } from './connect-request';
import { selectedNodeOf } from './selected-node';
import { subTreeOf } from './sub-tree';

/** The node commands that have a shortcut (C, Shift + S) as buttons too, over the canvas. */
export function SelectionTools({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('ivr');
  const nodeId = useEditorStore(selectedNodeOf);
  return (
    <Panel position="top-right">
      <Group gap={6} role="toolbar" aria-label={t('editor.keyboard.toolbar')}>
        <Button
          size="xs"
          variant="default"
          disabled={readOnly || nodeId === null}
          onClick={() => nodeId && requestConnect(nodeId)}
        >
          {t('editor.keyboard.connect')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={nodeId === null}
          onClick={() =>
            nodeId && editorStore.getState().select(subTreeOf(editorStore.getState().menu, nodeId))
          }
        >
          {t('editor.keyboard.subTree')}
        </Button>
      </Group>
    </Panel>
  );
}
