import { memo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-store';
import { KeyForm } from './key-form';
import { NodeForm } from './node-form';

/** The form of the one selected node or key. */
export const SidePanel = memo(function SidePanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('ivr');
  const selectedId = useEditorStore((state) =>
    state.selection.length === 1 ? state.selection[0] : undefined,
  );
  const node = useEditorStore((state) => state.menu.nodes.find((candidate) => candidate.id === selectedId));
  const menuKey = useEditorStore((state) => state.menu.keys.find((candidate) => candidate.id === selectedId));
  return (
    <Stack gap="xs" component="section" aria-labelledby="ivr-panel-title" className="ivr-panel">
      <Title order={2} size="h5" id="ivr-panel-title">
        {node ? t('panel.nodeTitle') : menuKey ? t('panel.keyTitle') : t('panel.title')}
      </Title>
      {node && <NodeForm key={node.id} node={node} readOnly={readOnly} />}
      {menuKey && <KeyForm key={menuKey.id} menuKey={menuKey} readOnly={readOnly} />}
      {!node && !menuKey && (
        <Text size="sm" c="dimmed">
          {t('panel.hint')}
        </Text>
      )}
    </Stack>
  );
});
