import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrKey } from '@/core/api/ivr-keypresses';
import type { XY } from '../flow/flow-types';
import { firstFreeKey } from '../store/menu-edits';
import { editorStore, useEditorStore } from '../store/editor-store';
import { KeyPicker } from './key-picker';
import { newPrompt } from './new-prompt';

/** A drag from a node's handle: onto another node, or onto empty canvas (a new node goes there). */
export type PendingConnection =
  { sourceNodeId: string; targetNodeId: string } | { sourceNodeId: string; newNodeAt: XY };

/** After dragging from a node onto another or onto empty canvas: which key of the first leads there. */
export function KeyChoiceModal({
  pending,
  onClose,
}: {
  pending: PendingConnection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('ivr');
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={<KeyChoiceTitle />}
      closeButtonProps={{ 'aria-label': t('publish.close') }}
      centered
    >
      {pending && <KeyChoiceForm pending={pending} onClose={onClose} />}
    </Modal>
  );
}

function KeyChoiceTitle() {
  const { t } = useTranslation('ivr');
  return <>{t('editor.connect.title')}</>;
}

function KeyChoiceForm({ pending, onClose }: { pending: PendingConnection; onClose: () => void }) {
  const { t } = useTranslation('ivr');
  const menu = useEditorStore((state) => state.menu);
  const [key, setKey] = useState<IvrKey>(() => firstFreeKey(menu, pending.sourceNodeId));
  const nameOf = (id: string) => menu.nodes.find((node) => node.id === id)?.name ?? id;
  const target = 'targetNodeId' in pending ? nameOf(pending.targetNodeId) : t('editor.newNodeName');
  const connect = () => {
    const state = editorStore.getState();
    if ('targetNodeId' in pending)
      state.connectKey(pending.sourceNodeId, key, { kind: 'node', nextNodeId: pending.targetNodeId });
    else state.addNodeFromKey(pending.sourceNodeId, key, newPrompt(target), pending.newNodeAt);
    onClose();
  };
  return (
    <Stack>
      <Text size="sm">{t('editor.connect.intro', { from: nameOf(pending.sourceNodeId), to: target })}</Text>
      <KeyPicker menu={menu} nodeId={pending.sourceNodeId} value={key} onChange={setKey} focusFirst />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('editor.cancel')}
        </Button>
        <Button onClick={connect}>{t('editor.connect.action')}</Button>
      </Group>
    </Stack>
  );
}
