import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrKey } from '../../../core/api/ivr-keypresses';
import { ivrKeySchema } from '../../../core/api/ivr-keypresses';
import { useKeyLabel } from '../flow/use-key-label';
import { firstFreeKey } from '../store/menu-edits';
import { editorStore, useEditorStore } from '../store/editor-store';
import { keyOptions } from './key-options';

export interface PendingConnection {
  sourceNodeId: string;
  targetNodeId: string;
}

/** After dragging one node onto another: which key of the first leads to the second. */
export function KeyChoiceModal({
  pending,
  onClose,
}: {
  pending: PendingConnection | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={pending !== null} onClose={onClose} title={<KeyChoiceTitle />} centered>
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
  const keyLabel = useKeyLabel();
  const menu = useEditorStore((state) => state.menu);
  const [key, setKey] = useState<IvrKey>(() => firstFreeKey(menu, pending.sourceNodeId));
  const used = new Set(
    menu.keys
      .filter((candidate) => candidate.nodeId === pending.sourceNodeId)
      .map((candidate) => candidate.key),
  );
  const nameOf = (id: string) => menu.nodes.find((node) => node.id === id)?.name ?? id;
  const connect = () => {
    editorStore
      .getState()
      .connectKey(pending.sourceNodeId, key, { kind: 'node', nextNodeId: pending.targetNodeId });
    onClose();
  };
  return (
    <Stack>
      <Text size="sm">
        {t('editor.connect.intro', { from: nameOf(pending.sourceNodeId), to: nameOf(pending.targetNodeId) })}
      </Text>
      <NativeSelect
        label={t('editor.connect.key')}
        data={keyOptions(keyLabel, used, t('editor.connect.used'))}
        value={key}
        onChange={(event) => {
          const parsed = ivrKeySchema.safeParse(event.currentTarget.value);
          if (parsed.success) setKey(parsed.data);
        }}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('editor.cancel')}
        </Button>
        <Button onClick={connect}>{t('editor.connect.action')}</Button>
      </Group>
    </Stack>
  );
}
